import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { addDays, todayInManila } from '@subaybay/domain';
import { checkPage, signIn } from './browser';
import { DEMO_PASSWORD, useAppInBrowser } from './app-in-browser';
import type { RunningServer } from './server';

/**
 * Issue 18 in the browser, in the demo office, at 1440 and 390 px: a contract
 * added with its location prefilled from the project's system, a suspension
 * order received late entered with its resume order in one form, the billings
 * page with its total, the status chips of the year's list, a missing location
 * on the PPA report and the way to fill it, Delete Contract,
 * and a stale link to the deleted contract showing the app's not-found.
 */

const today = todayInManila();
const year = today.slice(0, 4);
// Effective 60 days ago, so every date entered here is in the past.
const effectivity = addDays(today, -59);
const day = (n: number) => addDays(effectivity, n - 1);
const contractNumber = `FIELD-${Date.now() % 1_000_000}`;

let server: RunningServer;
let page: Page;
let contractId = 0;

/** Types a date into a MUI date field: its sections take the digits in order. */
async function typeDate(scope: Locator, label: string, isoDate: string) {
  const field = scope.getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(isoDate.replaceAll('-', ''));
}

describe('contracts in the field: location, late suspension, billings, status chips, delete, stale links', () => {
  const app = useAppInBrowser();
  beforeAll(() => {
    ({ server, page } = app);
  });

  it("adds a contract whose location starts at the project's system's municipality", async () => {
    await signIn(page, server.baseUrl, 'demoadmin', DEMO_PASSWORD);
    await page.goto(`${server.baseUrl}/projects/year/${year}`);
    await page.getByRole('link', { name: /Open Rehabilitation of TRIS Lateral A/ }).click();
    await page.waitForURL('**/projects/details/**');
    await page.getByRole('button', { name: 'Add Contract' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Contract' });
    // The demo's TRIS is in Capas, Tarlac.
    expect(await dialog.getByLabel(/^Location/).inputValue()).toBe('Capas, Tarlac');
    await dialog.getByLabel(/^Contract ID/).fill(contractNumber);
    await dialog.getByLabel(/^Amount/).fill('2500000');
    await typeDate(dialog, 'Start Date', effectivity);
    await dialog.getByLabel(/^Duration/).fill('120');
    await checkPage(page, 'contracts-field-01-add-contract');
    await dialog.getByRole('button', { name: 'Add Contract' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: `Open contract ${contractNumber}` }).click();
    await page.waitForURL('**/contracts/details/**');
    contractId = Number(new URL(page.url()).pathname.split('/')[3]);
    expect(contractId).toBeGreaterThan(0);
    const header = page.getByRole('region', { name: contractNumber });
    await header.getByText('Capas, Tarlac').waitFor();
  });

  it('enters a suspension order received late with its resume order, in one form', async () => {
    await page.goto(`${server.baseUrl}/suspension-orders/contract/${contractId}`);
    await page.getByRole('button', { name: 'Suspend' }).first().click();
    const suspend = page.getByRole('dialog', { name: 'Suspend Contract' });
    await typeDate(suspend, 'Date Effective', day(10));
    await suspend.getByLabel(/^Reason/).fill('Typhoon flooding at the headworks');
    await suspend.getByLabel(/^Remarks/).first().fill('Order received from the regional office after the work resumed');
    await typeDate(suspend, 'Resumed on', day(20));
    await suspend.getByLabel(/^Resume Remarks/).fill('Floodwater receded');
    await checkPage(page, 'contracts-field-02-late-suspension-form');
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await page.getByText('Suspension order and its resume order added successfully!').waitFor();
    // The row is both: suspended on day 10, resumed on day 20, no Resume action left.
    await page.getByText('Floodwater receded').first().waitFor();
    expect(await page.getByRole('button', { name: /^Resume the suspension of/ }).count()).toBe(0);
    await checkPage(page, 'contracts-field-03-late-suspension');
  });

  it('shows each billing with its date and remarks, and the total billed, under the contract header card', async () => {
    await page.goto(`${server.baseUrl}/financial-accomplishment/contract/${contractId}`);
    for (const [amount, remarks] of [
      ['150000', 'First progress billing'],
      ['100000.50', 'Second progress billing'],
    ] as const) {
      await page.getByRole('button', { name: 'Add Billing' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add Billing' });
      await dialog.getByLabel(/^Billing Amount/).fill(amount);
      await dialog.getByLabel(/^Remarks/).fill(remarks);
      await dialog.getByRole('button', { name: 'Add' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await page.getByText('Second progress billing').first().waitFor();
    const total = page.getByText('Total billed').first();
    await total.waitFor();
    await page.getByText('₱250,000.50').first().waitFor();
    await page.getByRole('region', { name: 'Contract' }).getByText(contractNumber).waitFor();
    await checkPage(page, 'contracts-field-04-billings');
  });

  it("filters the year's contracts with one click on a status chip, kept in the address; a second click clears it", async () => {
    await page.goto(`${server.baseUrl}/contracts/year/${year}`);
    const chips = page.getByRole('group', { name: `Filter the contracts of ${year} by status` });
    // No accomplishment yet: the new contract is Not started.
    const notStarted = chips.getByRole('button', { name: /^Not started \(\d+\)/ });
    await notStarted.click();
    await page.waitForURL('**/contracts/year/*?status=not_started');
    await expect.poll(() => notStarted.getAttribute('aria-pressed')).toBe('true');
    await page.getByText(contractNumber).first().waitFor();
    await checkPage(page, 'contracts-field-05-status-chips');
    await page.reload();
    await page.getByText(contractNumber).first().waitFor();
    await expect.poll(() => chips.getByRole('button', { name: /^Not started/ }).getAttribute('aria-pressed')).toBe('true');
    await chips.getByRole('button', { name: /^Completed \(\d+\)/ }).click();
    await page.waitForURL('**?status=completed');
    await expect.poll(() => page.getByText(contractNumber).count()).toBe(0);
    await chips.getByRole('button', { name: /^Completed/ }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.getByText(contractNumber).first().waitFor();
  });

  it('a contract without a location shows "—" and Add location on the PPA report, which leads to the field and back', async () => {
    // A contract stored before Location was asked (cleared here): the report says so and how to fix it.
    await page.goto(`${server.baseUrl}/contracts/update/${contractId}`);
    await page.getByLabel(/^Location/).fill('');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Contract updated successfully!').waitFor();
    await page.goto(`${server.baseUrl}/reports/contracts/ppa/`);
    const add = page.getByRole('link', { name: `Add location of contract ${contractNumber}` });
    await add.waitFor();
    await checkPage(page, 'contracts-field-06-ppa-missing-location');
    await add.click();
    await page.waitForURL('**/contracts/update/**');
    await page.getByLabel(/^Location/).fill('Brgy. Sto. Rosario, Capas, Tarlac');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL('**/reports/contracts/ppa/**');
    await page.getByRole('table', { name: /PPA report of/ }).getByText('Brgy. Sto. Rosario, Capas, Tarlac').waitFor();
  });

  it('deletes the contract: the confirmation names what goes, the list no longer has it, the activity says so', async () => {
    await page.goto(`${server.baseUrl}/contracts/details/${contractId}`);
    await page.getByRole('button', { name: 'Delete Contract' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Contract' });
    await dialog.getByText(/1 suspension order, 1 resume order and 2 billings/).waitFor();
    await checkPage(page, 'contracts-field-07-delete-confirmation');
    await dialog.getByRole('button', { name: 'Delete Contract' }).click();
    await page.getByText('Contract deleted successfully!').waitFor();
    await page.waitForURL('**/contracts');
    await page.goto(`${server.baseUrl}/contracts/year/${year}`);
    await page.getByRole('group', { name: `Filter the contracts of ${year} by status` }).waitFor();
    expect(await page.getByText(contractNumber).count()).toBe(0);
    await page.goto(`${server.baseUrl}/user-activities`);
    await page.getByText(new RegExp(`Delete contract:? ${contractNumber}`)).first().waitFor();
  });

  it("a stale link to the deleted contract keeps the signed-in user in the app, on the app's not-found", async () => {
    for (const stale of [`/financial-accomplishment/contract/${contractId}`, `/contracts/details/${contractId}`]) {
      await page.goto(`${server.baseUrl}${stale}`);
      await page.getByRole('heading', { name: "Oops! The page you're trying to access does not exist!" }).waitFor();
      expect(new URL(page.url()).pathname).toBe(stale);
      // The shell stays (menu, top bar), and the way back is to the contracts.
      await page.getByRole('link', { name: 'Go to the contracts' }).waitFor();
      expect(await page.getByText('Reporting, generic and custom formats').count()).toBe(0);
    }
    await checkPage(page, 'contracts-field-08-stale-link');
    await page.getByRole('link', { name: 'Go to the contracts' }).click();
    await page.waitForURL('**/contracts');
  });
});
