import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accountMessages, contractorMessages, refusalFor, todayInManila } from '@subaybay/domain';
import { paths } from '../src/app/paths';
import { errorMessages } from '../src/lib/api-client';
import { checkPage, DESKTOP, PHONE, shot, signIn } from './browser';
import { DEMO_PASSWORD, useAppInBrowser } from './app-in-browser';
import type { RunningServer } from './server';

/**
 * Things users noticed, seen where they noticed them, in the demo office: a
 * viewer told why another user's form is not offered; a session ended from
 * elsewhere (the account holder gives the viewer a new password) ends with a
 * toast on the sign-in page; the Project Detailed Report reached from the
 * project and from the Projects Accomplishment report; an activity line's
 * amount in the app's money format; a feature's subtitle with one full stop
 * after 'l.m.'.
 */

const year = todayInManila().slice(0, 4);

let server: RunningServer;
let holderPage: Page;
let viewerPage: Page;

/** A call with the session of the tab `page` (the app keeps it in sessionStorage). */
async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const stored = await page.evaluate(() => window.sessionStorage.getItem('subaybay.session'));
  const token = (JSON.parse(stored ?? '{}') as { access: string }).access;
  const response = await page.request.fetch(`${server.baseUrl}/api/${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

const userIdOf = async (page: Page) =>
  page.evaluate(() => (JSON.parse(window.sessionStorage.getItem('subaybay.session') ?? '{}') as { userId: number }).userId);

describe('small things users noticed', () => {
  const app = useAppInBrowser();
  let holderId = 0;
  let viewerId = 0;

  beforeAll(async () => {
    ({ server, page: holderPage } = app);
    // Two tabs: each keeps its own session, as two people on two machines would.
    viewerPage = await app.context.newPage();
    await signIn(holderPage, server.baseUrl, 'demoadmin', DEMO_PASSWORD);
    await signIn(viewerPage, server.baseUrl, 'demoviewer', DEMO_PASSWORD);
    holderId = await userIdOf(holderPage);
    viewerId = await userIdOf(viewerPage);
  });

  it("tells a viewer why another user's form is not offered", async () => {
    await viewerPage.goto(`${server.baseUrl}${paths.userAccountUpdate(holderId)}`);
    await viewerPage.getByText(refusalFor('users.updateOthers')).waitFor();
    expect(await viewerPage.getByLabel('New Password').count()).toBe(0);
    expect(await viewerPage.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await checkPage(viewerPage, 'small-01-viewer-refused-other-user-form');
  });

  it('links the Project Detailed Report from the Projects Accomplishment report and from the project', async () => {
    await holderPage.goto(`${server.baseUrl}${paths.projectsAccomplishmentReport}`);
    await holderPage.getByText('All fund sources').waitFor();
    const generate = holderPage.getByRole('button', { name: 'Generate' });
    await generate.and(holderPage.locator(':not([disabled])')).waitFor();
    await generate.click();
    const table = holderPage.getByRole('table', { name: new RegExp(`Projects Accomplishment CY ${year} as of`) });
    await table.waitFor();
    await checkPage(holderPage, 'small-02-projects-accomplishment-links');
    const projectLink = table.getByRole('link').first();
    const projectName = (await projectLink.textContent())!;
    await projectLink.click();
    await holderPage.waitForURL(/\/project\/report\/\d+\/\d{4}$/);
    await holderPage.getByRole('heading', { name: 'Project Detailed Report' }).waitFor();
    await holderPage.getByText(projectName).first().waitFor();
    const [, projectId, reportYear] = /\/project\/report\/(\d+)\/(\d{4})$/.exec(holderPage.url())!;

    await holderPage.goto(`${server.baseUrl}${paths.projectDetails(projectId!, reportYear!)}`);
    const reportLink = holderPage.getByRole('link', { name: 'Detailed Report' });
    await reportLink.waitFor();
    await checkPage(holderPage, 'small-03-project-details-report-link');
    await reportLink.click();
    await holderPage.waitForURL(`**${paths.projectReport(projectId!, reportYear!)}`);
    await holderPage.getByRole('heading', { name: 'Project Detailed Report' }).waitFor();

    // An amount in an activity line reads as the app writes money everywhere else (requested cash is the accounting officer's).
    const accountantPage = await app.context.newPage();
    await signIn(accountantPage, server.baseUrl, 'demoaccountant', DEMO_PASSWORD);
    await api(accountantPage, 'POST', 'requested-cash/create/', { project_id: Number(projectId), amount: 5_000_000 });
    await accountantPage.goto(`${server.baseUrl}${paths.userActivities}`);
    await accountantPage.getByText('Add requested cash Php 5,000,000.00').first().waitFor();
    await checkPage(accountantPage, 'small-04-activity-money');
    await accountantPage.close();
  });

  it("ends a feature's subtitle with one full stop after 'l.m.'", async () => {
    const names = await api<Array<{ id: number; name: string; unit: string }>>(holderPage, 'GET', 'physical-features/names/');
    const lining = names.find((name) => name.unit === 'l.m.');
    expect(lining, 'the demo office has a feature measured in l.m.').toBeDefined();
    const [contract] = await api<Array<{ id: number }>>(holderPage, 'GET', `contracts/year/${year}`);
    await holderPage.goto(`${server.baseUrl}${paths.physicalFeatureAccomplishments(contract!.id, lining!.id)}`);
    const subtitle = holderPage.getByText(/Quantities are cumulative, in l\.m\./);
    await subtitle.waitFor();
    expect(await subtitle.textContent()).toMatch(/in l\.m\.$/);
    await checkPage(holderPage, 'small-05-feature-subtitle');
  });

  it('closes the error toast still showing when the corrected save succeeds', async () => {
    const [existing] = await api<Array<{ name: string }>>(holderPage, 'GET', 'contractors/');
    await holderPage.goto(`${server.baseUrl}${paths.contractorAdd}`);
    await holderPage.getByLabel(/^Company name/).fill(existing!.name);
    await holderPage.getByLabel(/^Office address/).fill('Jose Abad Santos Avenue, San Fernando, Pampanga');
    await holderPage.getByRole('button', { name: 'Add Contractor' }).click();
    // The server's refusal, as a red toast (the central table) beside the field's message.
    const errorToast = holderPage.locator('.notistack-MuiContent-error');
    await errorToast.getByText(contractorMessages.nameTaken).waitFor();
    await shot(holderPage, 'small-07-error-toast');
    await holderPage.getByLabel(/^Company name/).fill(`Pampanga Waterworks Builders ${Date.now() % 100_000}`);
    await holderPage.getByRole('button', { name: 'Add Contractor' }).click();
    await holderPage.locator('.notistack-MuiContent-success').getByText(contractorMessages.added).waitFor();
    // Long before its own 5 seconds are up, the red toast has given way to the green one: hidden at
    // once (its collapse may still be leaving the page on a busy machine).
    await errorToast.first().waitFor({ state: 'hidden', timeout: 2000 });
    await shot(holderPage, 'small-07-success-toast-alone');
  });

  it('ends a session ended from elsewhere with a toast, on the sign-in page', async () => {
    // The account holder gives the viewer a new password: every session of the viewer ends.
    await holderPage.goto(`${server.baseUrl}${paths.userAccountUpdate(viewerId)}`);
    await holderPage.getByLabel('New Password').fill('A-new-viewer-pass-2026');
    await holderPage.getByRole('button', { name: 'Save' }).click();
    await holderPage.getByText('User Account updated successfully!').waitFor();

    // The viewer, still on their tab, moves on.
    await viewerPage.goto(`${server.baseUrl}${paths.dashboard}`);
    await viewerPage.getByText(errorMessages.sessionEnded).waitFor();
    await viewerPage.waitForURL(`**${paths.login}`);
    await viewerPage.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await shot(viewerPage, 'small-06-session-ended');
    expect(await viewerPage.evaluate(() => window.sessionStorage.getItem('subaybay.session'))).toBeNull();

    // At phone width too.
    await signIn(viewerPage, server.baseUrl, 'demoviewer', 'A-new-viewer-pass-2026');
    await viewerPage.setViewportSize(PHONE);
    await holderPage.goto(`${server.baseUrl}${paths.userAccountUpdate(viewerId)}`);
    await holderPage.getByLabel('New Password').fill(DEMO_PASSWORD);
    await holderPage.getByRole('button', { name: 'Save' }).click();
    await holderPage.getByText('User Account updated successfully!').waitFor();
    // The viewer opens another page: its first call is refused, the refresh too, and the session ends.
    // (A menu link to a page whose data is still cached makes no call, so nothing would be refused yet.)
    await viewerPage.goto(`${server.baseUrl}${paths.contractors}`);
    await viewerPage.getByText(errorMessages.sessionEnded).waitFor();
    await viewerPage.waitForURL(`**${paths.login}`);
    await shot(viewerPage, 'small-06-session-ended-390');
    await viewerPage.setViewportSize(DESKTOP);
    // Not the inactive account's page: the account is fine, the session is over.
    expect(await viewerPage.getByText(accountMessages.accountInactive).count()).toBe(0);
  });
});
