import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { todayInManila } from '@subaybay/domain';
import { checkPage, DESKTOP, PHONE, shot, signIn, signOut } from './browser';
import { DEMO_PASSWORD, useAppInBrowser } from './app-in-browser';
import type { RunningServer } from './server';

/**
 * Reports people can navigate (issue 18): a report generated for last year
 * survives opening a contract and pressing Back, and a reload; Contract
 * Details' As Of survives both too; an address with a bad year or date shows
 * the defaults and says so. At 1440 px (the menu open) the PPA and the
 * Detailed Breakdown show their important columns without scrolling sideways;
 * at 390 px the reports are cards with every figure on the screen.
 */

const today = todayInManila();
// The demo office has contracts of this year only: this flow adds one of last year.
const pastYear = Number(today.slice(0, 4)) - 1;
const asOf = `${pastYear}-12-31`;
const contractNumber = `NAV-${pastYear}-${Date.now() % 100_000}`;
const projectName = `Navigation check project ${pastYear}`;

let server: RunningServer;
let page: Page;
let projectId = 0;

async function api<T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const stored = await page.evaluate(() => window.sessionStorage.getItem('subaybay.session'));
  const token = (JSON.parse(stored ?? '{}') as { access: string }).access;
  const response = await page.request.fetch(`${server.baseUrl}/api/${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Types a date into a MUI date field: its sections take the digits in order. */
async function typeDate(label: string, isoDate: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(isoDate.replaceAll('-', ''));
}

/** The ISO value a MUI date field holds (its hidden input). */
const dateValue = (label: string) => page.getByRole('group', { name: label }).locator('xpath=..').locator('input').first().inputValue();

/** The contract numbers of a report table, in order. */
const contractNumbers = (table: Locator) => table.locator('tbody tr td:first-child').allInnerTexts();

/** Elements inside `scope` that reach past the right edge of the viewport (none may). */
async function offScreen(scope: Locator, width: number): Promise<string[]> {
  return scope.evaluate(
    (root, limit) =>
      [...root.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > limit + 0.5)
        .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').slice(0, 40)}" right ${Math.round(element.getBoundingClientRect().right)}`),
    width,
  );
}

/** A header is whole and on the screen: inside the viewport, and its table does not scroll sideways. */
async function expectHeadersInView(table: Locator, headers: string[]) {
  for (const header of headers) {
    const box = await table.getByRole('columnheader', { name: header, exact: true }).boundingBox();
    expect(box, header).not.toBeNull();
    expect(box!.x + box!.width, `${header} ends inside 1440 px`).toBeLessThanOrEqual(DESKTOP.width);
  }
  const container = table.locator('xpath=..');
  const { scrollWidth, clientWidth } = await container.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
  expect(scrollWidth, 'the table does not scroll sideways').toBeLessThanOrEqual(clientWidth);
}

describe('reports people can navigate', () => {
  const app = useAppInBrowser();
  beforeAll(() => {
    ({ server, page } = app);
  });

  it('adds a contract of last year to the demo office', async () => {
    await signIn(page, server.baseUrl, 'demoadmin', DEMO_PASSWORD);
    const [system] = await api<Array<{ id: number }>>('GET', 'systems/');
    const [fundSource] = await api<Array<{ id: number }>>('GET', 'fund-sources/');
    const project = await api<{ id: number }>('POST', 'projects/create/', {
      name: projectName,
      amount: 5_000_000,
      implementation_year: pastYear,
      system_id: system!.id,
      fund_source_id: fundSource!.id,
    });
    projectId = project.id;
    await api('POST', 'contracts/create/', {
      project_id: projectId,
      contract_id: contractNumber,
      contract_description: 'Concrete lining of the navigation lateral, with a description long enough to wrap',
      amount: 4_875_430.5,
      start_date: `${pastYear}-03-01`,
      duration: 240,
    });
  });

  it('keeps a Detailed Breakdown of last year through a contract, Back and a reload', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${server.baseUrl}/reports/contracts/detailed/`);
    const yearInput = page.getByRole('textbox', { name: /Implementation Year/ });
    await yearInput.fill(String(pastYear));
    await typeDate('As Of', asOf);
    await page.getByRole('button', { name: 'Generate' }).click();
    const tableName = `Contracts of ${pastYear} as of Dec 31, ${pastYear}`;
    const table = page.getByRole('table', { name: tableName });
    await table.waitFor();
    expect(new URL(page.url()).search).toBe(`?year=${pastYear}&as_of=${asOf}`);
    const rows = await contractNumbers(table);
    expect(rows).toContain(contractNumber);

    await table.getByRole('link', { name: contractNumber }).click();
    await page.waitForURL('**/contracts/details/**');
    await page.getByRole('heading', { level: 1, name: contractNumber }).waitFor();

    await page.goBack();
    await table.waitFor();
    expect(await contractNumbers(table)).toEqual(rows);
    expect(await yearInput.inputValue()).toBe(String(pastYear));
    expect(await dateValue('As Of')).toBe(asOf);

    await page.reload();
    await table.waitFor();
    expect(await contractNumbers(table)).toEqual(rows);
    expect(await yearInput.inputValue()).toBe(String(pastYear));
  });

  it("keeps Contract Details' As Of through a reload and Back", async () => {
    await page.goto(`${server.baseUrl}/reports/contracts/detailed/?year=${pastYear}&as_of=${asOf}`);
    await page.getByRole('table', { name: new RegExp(`Contracts of ${pastYear}`) }).getByRole('link', { name: contractNumber }).click();
    await page.getByRole('heading', { level: 1, name: contractNumber }).waitFor();
    const picked = `${pastYear}-10-01`;
    await typeDate('As Of', picked);
    await expect.poll(() => new URL(page.url()).searchParams.get('as_of')).toBe(picked);
    const detailsUrl = page.url();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: contractNumber }).waitFor();
    expect(await dateValue('As Of')).toBe(picked);

    await page.getByRole('link', { name: 'Contract Summary' }).click();
    await page.waitForURL('**/contracts/summary/**');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: contractNumber }).waitFor();
    expect(page.url()).toBe(detailsUrl);
    expect(await dateValue('As Of')).toBe(picked);

    // Picking dates replaced the entry: one Back leaves Contract Details for the report it was opened from.
    await page.goBack();
    await page.getByRole('table', { name: new RegExp(`Contracts of ${pastYear}`) }).waitFor();
  });

  it('fits the PPA and the Detailed Breakdown on a laptop, the menu open', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${server.baseUrl}/reports/contracts/ppa/?year=${pastYear}&as_of=${asOf}`);
    const ppa = page.getByRole('table', { name: new RegExp(`PPA report of ${pastYear}`) });
    await ppa.waitFor();
    expect(await page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(true);
    await expectHeadersInView(ppa, ['Item', 'Description', '% of Completion', 'Cost Incurred to Date (Php)', 'Remarks']);
    await checkPage(page, 'report-nav-01-ppa');

    await page.goto(`${server.baseUrl}/reports/contracts/detailed/?year=${pastYear}&as_of=${asOf}`);
    const breakdown = page.getByRole('table', { name: new RegExp(`Contracts of ${pastYear}`) });
    await breakdown.waitFor();
    await expectHeadersInView(breakdown, [
      'Contract Number',
      'Contract Description',
      'Revised Contract Amount',
      'Contractor',
      'Target Accomplishment',
      'Actual Accomplishment',
      'Slippage',
      'Expiry Date Due to Time Extensions',
      'Remarks',
    ]);
    await checkPage(page, 'report-nav-02-detailed');

  });

  it('shows the reports as cards at 390 px, every figure on the screen', async () => {
    await page.setViewportSize(PHONE);
    const pages: Array<[string, string, string]> = [
      [`/reports/contracts/detailed/?year=${pastYear}&as_of=${asOf}`, `Contracts of ${pastYear} as of`, 'report-nav-03-detailed-cards'],
      [`/reports/contracts/ppa/?year=${pastYear}&as_of=${asOf}`, `PPA report of ${pastYear}`, 'report-nav-04-ppa-cards'],
      [`/reports/projects/accomplishment?year=${pastYear}&as_of=${asOf}`, `Projects under`, 'report-nav-05-projects-cards'],
      [`/project/report/${projectId}/${pastYear}?as_of=${asOf}`, `Contracts of ${projectName}`, 'report-nav-06-project-cards'],
    ];
    for (const [path, listName, name] of pages) {
      await page.goto(`${server.baseUrl}${path}`);
      const list = page.getByRole('list', { name: new RegExp(listName) }).first();
      await list.waitFor();
      await list.getByText(contractNumber).or(list.getByText(projectName)).first().waitFor();
      expect(await page.getByRole('table').count(), `${path} shows no table at 390 px`).toBe(0);
      expect(await offScreen(list, PHONE.width), `${path} at 390 px`).toEqual([]);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${path} does not scroll sideways`).toBeLessThanOrEqual(PHONE.width);
      await shot(page, name);
    }
    // A card's title opens its contract with a thumb-sized target.
    await page.goto(`${server.baseUrl}/reports/contracts/detailed/?year=${pastYear}&as_of=${asOf}`);
    const link = page.getByRole('link', { name: `Contract ${contractNumber}` });
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.setViewportSize(DESKTOP);
  });

  it('shows the defaults and says so for an address with a bad year or date', async () => {
    const thisYear = today.slice(0, 4);
    await page.goto(`${server.baseUrl}/reports/contracts/ppa/?year=20x5&as_of=${pastYear}-02-30`);
    await page.getByText(/could not be read, so the report shows the defaults? instead/).waitFor();
    await page.getByRole('table', { name: new RegExp(`PPA report of ${thisYear}`) }).waitFor();
    expect(await page.getByRole('textbox', { name: /Implementation Year/ }).inputValue()).toBe(thisYear);
    await checkPage(page, 'report-nav-07-bad-address');

    await page.goto(`${server.baseUrl}/reports/contracts/detailed/?year=${pastYear}&as_of=not-a-date`);
    await page.getByText(/as-of date "not-a-date" could not be read/).waitFor();
    await page.getByRole('table', { name: new RegExp(`Contracts of ${pastYear} as of`) }).waitFor();
  });

  it('cuts no header word of Requested Cash at its card\'s edge on a laptop', async () => {
    // The financial sections are the accounting officer's.
    await signOut(page);
    await signIn(page, server.baseUrl, 'demoaccountant', DEMO_PASSWORD);
    await page.setViewportSize(DESKTOP);
    await api('POST', 'requested-cash/create/', { project_id: projectId, amount: 250_000, requested_on: `${pastYear}-04-15`, remarks: 'First tranche' });
    await page.goto(`${server.baseUrl}/projects/details/${projectId}/${pastYear}`);
    const requestedCash = page.getByRole('table', { name: 'Requested cash' });
    await requestedCash.getByText('First tranche').waitFor();
    // The Delete column is named for screen readers (its icon says it); every header word shown ends inside the card.
    expect(await requestedCash.getByRole('columnheader', { name: 'Delete' }).count()).toBe(1);
    await shot(page, 'report-nav-08-requested-cash');
    const cut = await requestedCash.locator('xpath=..').evaluate((box) => {
      const right = box.getBoundingClientRect().right;
      return [...box.querySelectorAll('th')]
        .filter((th) => getComputedStyle(th.firstElementChild ?? th).position !== 'absolute')
        .filter((th) => th.getBoundingClientRect().right > right + 0.5)
        .map((th) => th.textContent);
    });
    expect(cut, 'header words cut at the card edge').toEqual([]);
    // And its Delete buttons are whole on the screen.
    const button = (await requestedCash.getByRole('button', { name: /^Delete requested cash/ }).first().boundingBox())!;
    const card = (await requestedCash.locator('xpath=..').boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(card.x + card.width);
  });
});
