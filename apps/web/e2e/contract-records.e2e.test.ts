import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { addDays, todayInManila } from '@subaybay/domain';
import { checkPage, signIn } from './browser';
import { DEMO_PASSWORD, useAppInBrowser } from './app-in-browser';
import type { RunningServer } from './server';

/**
 * Issue flow of contracts, in the demo office: the account holder adds a
 * contract to the demo project, opens it, enters two schedule nodes, an
 * accomplishment, a suspension and its resumption, and sees Contract Details
 * draw the revised (red) line beside the original. Screenshots of every page
 * are kept in test-results/e2e/.
 */

const today = todayInManila();
const year = today.slice(0, 4);
// Effective 60 days ago, so every date entered here is in the past.
const effectivity = addDays(today, -59);
const day = (n: number) => addDays(effectivity, n - 1);
const contractNumber = `E2E-${Date.now() % 1_000_000}`;

let server: RunningServer;
let page: Page;
let detailsUrl = '';

/** Types a date into a MUI date field: its sections take the digits in order. */
async function typeDate(scope: Locator, label: string, isoDate: string) {
  const field = scope.getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(isoDate.replaceAll('-', ''));
}

async function openLink(label: string) {
  await page.goto(detailsUrl);
  await page.getByRole('combobox', { name: 'Links' }).click();
  await page.getByRole('option', { name: label }).click();
}

describe('contracts: a contract, its schedule, accomplishment, suspension and the revised S-curve', () => {
  const app = useAppInBrowser();
  beforeAll(() => {
    ({ server, page } = app);
  });

  it('lists the demo contract under Contracts, by year', async () => {
    await signIn(page, server.baseUrl, 'demoadmin', DEMO_PASSWORD);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Contracts' }).click();
    await page.waitForURL('**/contracts');
    await page.getByRole('table').getByText(year).first().waitFor();
    await checkPage(page, 'contracts-00-years');
    await page.goto(`${server.baseUrl}/contracts/year/${year}`);
    await page.getByText(`DEMO-TRIS-${year}-01`).first().waitFor();
    await checkPage(page, 'contracts-01-year');
  });

  it('adds a contract to the demo project and opens its details', async () => {
    await page.goto(`${server.baseUrl}/projects/year/${year}`);
    await page.getByRole('link', { name: /Open Rehabilitation of TRIS Lateral A/ }).click();
    await page.waitForURL('**/projects/details/**');
    await page.getByRole('button', { name: 'Add Contract' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Contract' });
    await dialog.getByLabel(/^Contract ID/).fill(contractNumber);
    await dialog.getByLabel(/^Amount/).fill('4850000');
    await typeDate(dialog, 'Start Date', effectivity);
    await dialog.getByLabel(/^Duration/).fill('120');
    await dialog.getByRole('button', { name: 'Add Contract' }).click();
    await page.getByRole('link', { name: `Open contract ${contractNumber}` }).click();
    await page.waitForURL('**/contracts/details/**');
    detailsUrl = page.url();
    await page.getByRole('heading', { name: contractNumber }).first().waitFor();
    // The chart is drawn (its PNG button enabled) before the page is measured.
    await expect.poll(() => page.getByRole('button', { name: 'PNG' }).isEnabled()).toBe(true);
    await checkPage(page, 'contracts-02-details-new');
  });

  it('adds two schedule nodes', async () => {
    expect(detailsUrl).not.toBe('');
    await openLink('Physical Schedule');
    await page.waitForURL('**/physical-schedule-list/**');
    for (const [n, percent] of [
      [30, '20'],
      [120, '100'],
    ] as const) {
      await page.getByRole('button', { name: 'Add Node' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add Schedule Node' });
      await typeDate(dialog, 'Date Effective', day(n));
      await dialog.getByLabel(/^Accomplishment/).fill(percent);
      await dialog.getByRole('button', { name: 'Add' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await page.getByRole('table', { name: 'Physical schedule' }).getByText('100.00%').waitFor();
    await checkPage(page, 'contracts-03-physical-schedule');
  });

  it('adds an accomplishment as of a past date', async () => {
    await openLink('Physical Accomplishment');
    await page.waitForURL('**/physical-accomplishment-list/**');
    await page.getByRole('button', { name: 'Add Accomplishment' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Accomplishment' });
    await dialog.getByLabel(/^Accomplishment/).fill('6.5');
    await dialog.getByLabel('Overwrite Day Elapsed').check();
    await typeDate(dialog, 'As Of', day(15));
    await dialog.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Physical accomplishment node added successfully!').waitFor();
    await page.getByRole('table', { name: 'Physical accomplishment' }).getByText('6.50%').waitFor();
    await checkPage(page, 'contracts-04-physical-accomplishment');
  });

  it('suspends the contract and resumes it', async () => {
    await openLink('Suspension / Resumption');
    await page.waitForURL('**/suspension-orders/contract/**');
    await page.getByRole('button', { name: 'Suspend' }).first().click();
    const suspend = page.getByRole('dialog', { name: 'Suspend Contract' });
    await typeDate(suspend, 'Date Effective', day(20));
    await suspend.getByLabel(/^Reason/).fill('Right-of-way claim at Sta. 1+200');
    await suspend.getByLabel(/^Remarks/).fill('Work stopped on the whole lateral');
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await page.getByText('Suspension order added successfully!').waitFor();

    await page.getByRole('button', { name: /^Resume the suspension of/ }).first().click();
    const resume = page.getByRole('dialog', { name: 'Resume Contract' });
    await typeDate(resume, 'Date Effective', day(35));
    await resume.getByLabel(/^Remarks/).fill('Right-of-way settled');
    await resume.getByRole('button', { name: 'Resume' }).click();
    await page.getByText('Resume order created successfully.').waitFor();
    await checkPage(page, 'contracts-05-suspension-orders');
  });

  it('draws the revised (red) line on Contract Details after the suspension', async () => {
    await page.goto(detailsUrl);
    const chart = page.getByTestId('contract-s-curve');
    await chart.waitFor();
    // The suspension inserts two points into the schedule: the revised line differs from the original.
    await expect.poll(async () => Number(await chart.getAttribute('data-revised-points'))).toBe(
      Number(await chart.getAttribute('data-original-points')) + 2,
    );
    expect(await chart.getAttribute('aria-label')).toMatch(/revised/i);
    await checkPage(page, 'contracts-06-details-revised-s-curve');
  });

  it('opens the Contract Summary and the Contract Timeline from Contract Details', async () => {
    await page.goto(detailsUrl);
    await page.getByRole('link', { name: 'Contract Summary' }).click();
    await page.waitForURL('**/contracts/summary/**');
    await page.getByRole('table', { name: /Time and Accomplishment as of/ }).waitFor();
    await checkPage(page, 'contracts-07-summary');

    await page.goto(detailsUrl);
    await page.getByRole('link', { name: 'Contract Timeline' }).click();
    await page.waitForURL('**/contracts/timeline/**');
    const suspensions = page.getByRole('table', { name: 'Suspensions' });
    await suspensions.getByText('Right-of-way claim at Sta. 1+200').waitFor();
    await checkPage(page, 'contracts-08-timeline');
  });
});
