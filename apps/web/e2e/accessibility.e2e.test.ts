import { beforeAll, describe, expect, it } from 'vitest';
import { todayInManila } from '@subaybay/domain';
import type { Page } from 'playwright-core';
import { axeViolations, checkPage, DESKTOP, openInApp, PHONE, shot, signIn } from './browser';
import { DEMO_PASSWORD, useAppInBrowser } from './app-in-browser';
import type { RunningServer } from './server';

/**
 * Axe finds nothing serious or critical, at 1440 and 390 px: first the pages
 * and the state where it once did (the Finance menu, the projects reports hub,
 * a project's report, the menu drawer open on a phone), then every page of the
 * demo office a signed-in account holder opens by its address that
 * phone-tables.e2e.test.ts does not already check. That file runs the same
 * `checkPage` (axe at both widths, nothing wider than a phone) on the 30 pages
 * with a table, after giving each of them rows; checking them here again cost
 * a minute and a half of browser time and found nothing more.
 */

const year = todayInManila().slice(0, 4);
const demoProject = 'Rehabilitation of TRIS Lateral A, Sta. 0+000 to 2+450';
const demoContract = `DEMO-TRIS-${year}-01`;

let server: RunningServer;
let page: Page;
const ids = { project: '', contract: '' };

/** The id at the end of the first link whose name matches, on the page open now. */
async function idFromLink(name: string | RegExp, pattern: RegExp): Promise<string> {
  const link = page.getByRole('link', { name }).first();
  await link.waitFor();
  const id = pattern.exec((await link.getAttribute('href')) ?? '')?.[1];
  if (!id) throw new Error(`No id in the link ${String(name)}`);
  return id;
}

/** Opens a page by its address and waits until it has drawn its content (a heading, nothing loading). */
async function open(address: string) {
  await openInApp(page, server.baseUrl, address);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('.MuiSkeleton-root, .MuiCircularProgress-root').count(), { timeout: 30_000 }).toBe(0);
}

async function sweep(name: string, addresses: string[]) {
  for (const address of addresses) {
    await open(address);
    await checkPage(page, `a11y-${name}-${address.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`);
  }
}

describe('accessibility: axe on every page, at desktop and phone width', () => {
  const app = useAppInBrowser();
  beforeAll(async () => {
    ({ server, page } = app);
    // Signed in once, with the demo records' ids read from their links: every test below reads only.
    await signIn(page, server.baseUrl, 'demoadmin', DEMO_PASSWORD);
    await page.goto(`${server.baseUrl}/projects/year/${year}`);
    ids.project = await idFromLink(`Open ${demoProject}`, /\/projects\/details\/(\d+)\//);
    await page.goto(`${server.baseUrl}/contracts/year/${year}`);
    ids.contract = await idFromLink(new RegExp(demoContract), /\/contracts\/details\/(\d+)/);
  });

  it('finds nothing serious on Finance, the projects reports and a project report', async () => {
    await open('/finance');
    await page.getByRole('button', { name: /Expenditures By Year/ }).waitFor();
    await checkPage(page, 'a11y-01-finance');
    await open('/reports/projects/');
    await page.getByRole('list', { name: 'Projects reports' }).waitFor();
    await checkPage(page, 'a11y-02-projects-reports');
    await open(`/project/report/${ids.project}/${year}`);
    await page.getByRole('region', { name: 'Contracts of the project' }).getByText(demoContract).waitFor();
    await checkPage(page, 'a11y-03-project-report');
  });

  it('finds nothing serious with the menu drawer open on a phone', async () => {
    await page.setViewportSize(PHONE);
    await open('/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    expect((await axeViolations(page)).join('\n')).toBe('');
    await shot(page, 'a11y-04-phone-menu-open');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await page.setViewportSize(DESKTOP);
  });

  it('finds nothing serious on the pages without a table: dashboard, forms, settings, forum, a contract', async () => {
    const contract = ids.contract;
    // The pages with a table are phone-tables.e2e.test.ts's (see above).
    await sweep('pages', [
      '/dashboard',
      '/systems/add',
      '/account-settings',
      '/forum',
      `/contracts/details/${contract}`,
      `/contracts/update/${contract}`,
      '/contractors/add',
    ]);
  });

  it('finds nothing serious on the reports', async () => {
    await sweep('reports', [
      '/reports/main/',
      '/reports/contracts/',
      '/reports/contracts/detailed/',
      `/reports/contracts/negative-slippage/${year}`,
      '/reports/contracts/overall-s-curve/',
      '/reports/contracts/ppa/',
      '/reports/projects/accomplishment',
      '/reports/projects/accomplishment-summary-report/',
    ]);
  });

  it('finds nothing serious on the projects reports once generated', async () => {
    for (const [address, table] of [
      ['/reports/projects/accomplishment', /^Projects Accomplishment CY/],
      ['/reports/projects/accomplishment-summary-report/', /^Accomplishment by fund source, CY/],
    ] as const) {
      await open(address);
      const generate = page.getByRole('button', { name: 'Generate' });
      await expect.poll(() => generate.isEnabled()).toBe(true);
      await generate.click();
      await page.getByRole('table', { name: table }).getByText(demoProject).or(page.getByRole('table', { name: table }).getByText('GAA Locally Funded Projects')).first().waitFor();
      await checkPage(page, `a11y-generated-${address.split('/').filter(Boolean).at(-1)}`);
    }
  });
});
