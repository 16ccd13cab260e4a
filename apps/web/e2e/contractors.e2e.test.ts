import { mkdirSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDate, todayInManila, type IsoDate } from '@subaybay/domain';
import { request, type Page } from 'playwright-core';
import { checkPage, signIn, signOut } from './browser';
import { DEMO_PASSWORD, useAppInBrowser } from './app-in-browser';
import type { RunningServer } from './server';

/**
 * Issue flow of contractors, in the demo office: the account holder finds the
 * demo contractor, opens its page (performance counts, contracts by year, its
 * contract), the contract's Summary as of a past date and its Excel file;
 * adds a contractor; the viewer finds Add Contractor refused.
 */

const year = todayInManila().slice(0, 4);
const demoContractor = 'Tarlac Builders and Development Corp.';
const newContractor = `Pampanga Civil Works ${Date.now() % 100000}`;

/** Where the downloaded file is kept, beside the screenshots. */
const downloads = path.resolve(import.meta.dirname, '../../../test-results/e2e/downloads', 'contractors');
mkdirSync(downloads, { recursive: true });

let server: RunningServer;
let page: Page;

/**
 * A contract's start date, read through the API as the viewer, on a connection of its own: the
 * browser's cookies and the account holder's session in it stay as they are.
 */
async function contractStartDate(contractId: string): Promise<IsoDate> {
  const api = await request.newContext({ baseURL: server.baseUrl });
  try {
    const signedIn = await api.post('/api/token/', { data: { username: 'demoviewer', password: DEMO_PASSWORD } });
    const { access } = (await signedIn.json()) as { access: string };
    const contract = await api.get(`/api/contracts/${contractId}`, { headers: { Authorization: `Bearer ${access}` } });
    return isoDate(((await contract.json()) as { start_date: string }).start_date);
  } finally {
    await api.dispose();
  }
}

describe('contractors: the list, a contractor page, Add Contractor', () => {
  const app = useAppInBrowser();
  beforeAll(() => {
    ({ server, page } = app);
  });

  it("lists the demo contractor and opens its page with its counts, years and contract", async () => {
    await signIn(page, server.baseUrl, 'demoadmin', DEMO_PASSWORD);
    await page.goto(`${server.baseUrl}/contractors`);
    const table = page.getByRole('table', { name: 'Contractors' });
    await table.getByText(demoContractor).waitFor();
    await checkPage(page, 'contractors-01-list');

    await table.getByRole('link', { name: demoContractor }).click();
    await page.waitForURL('**/contractors/*');
    await page.getByRole('heading', { level: 1, name: demoContractor }).waitFor();
    await page.getByRole('region', { name: /^Performance as of/ }).waitFor();
    await page.getByText('Not Yet Encoded').waitFor();
    await page.getByRole('link', { name: `Contracts of ${year}` }).waitFor();
    await checkPage(page, 'contractors-02-page');

    await page.getByRole('table', { name: 'Contracts of the contractor' }).getByRole('link', { name: `DEMO-TRIS-${year}-01` }).click();
    await page.waitForURL('**/contracts/details/**');
  });

  it("opens the contract's Summary as of a past date and downloads its Excel file, which opens", async () => {
    await page.getByRole('link', { name: 'Contract Summary' }).click();
    await page.waitForURL('**/contracts/summary/**');
    await page.getByText(`DEMO-TRIS-${year}-01`).first().waitFor();
    // The day the demo contract had run 90 days, from its start as the server has it (the seed
    // counts back from the day it ran, which is yesterday in Manila if the run crossed midnight).
    const asOf = addDays(await contractStartDate(/\/contracts\/summary\/(\d+)/.exec(page.url())![1]!), 89);
    const field = page.getByRole('group', { name: 'As Of' });
    await field.getByRole('spinbutton').first().click();
    await page.keyboard.type(asOf.replaceAll('-', ''));
    await page.getByRole('row', { name: /Calendar days elapsed/i }).getByText('90').waitFor();
    await checkPage(page, 'contractors-04-contract-summary');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Excel File' }).click()]);
    expect(download.suggestedFilename()).toBe(`Contract Summary DEMO-TRIS-${year}-01 as of ${asOf}.xlsx`);
    const file = path.join(downloads, download.suggestedFilename());
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const rows = workbook.worksheets[0]!.getSheetValues().map((row) => (Array.isArray(row) ? row.filter((value) => value !== null && value !== undefined) : []));
    expect(rows).toContainEqual([`Contract No. DEMO-TRIS-${year}-01`]);
    expect(rows.find((row) => row?.includes('Calendar Days Elapsed'))).toContain(90);
  });

  it('adds a contractor, then shows its page', async () => {
    await page.goto(`${server.baseUrl}/contractors`);
    await page.getByRole('button', { name: 'Add Contractor' }).first().click();
    await page.waitForURL('**/contractors/add');
    // The address changes before the form's chunk has loaded, while the list (with its own Add
    // Contractor button) may still be on screen: the form is waited for before its button is pressed.
    await page.getByLabel(/^Company name/).waitFor();
    await page.getByRole('button', { name: 'Add Contractor' }).click();
    await page.getByText('Company name is required.').waitFor();
    await page.getByLabel(/^Company name/).fill(newContractor);
    await page.getByLabel(/^Office address/).fill('Jose Abad Santos Avenue, San Fernando, Pampanga');
    await checkPage(page, 'contractors-03-add');
    await page.getByRole('button', { name: 'Add Contractor' }).click();
    await page.getByText('Contractor added successfully.').waitFor();
    await page.getByRole('heading', { level: 1, name: newContractor }).waitFor();
    await page.getByText('No contracts awarded to this contractor yet.').first().waitFor();

    // Its owner and TIN, unknown when it was added, are filled in later with Edit.
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Contractor' });
    expect(await edit.getByLabel(/^Company name/).inputValue()).toBe(newContractor);
    await edit.getByLabel(/^Owner/).fill('Rosario M. Dizon');
    await edit.getByLabel(/^TIN/).fill('123-456-789-000');
    await checkPage(page, 'contractors-05-edit');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Contractor updated successfully!').waitFor();
    await page.getByText('Rosario M. Dizon').waitFor();
    await page.getByText('123-456-789-000').waitFor();
    await signOut(page);
  });

  it('refuses Add Contractor to the viewer, saying why', async () => {
    await signIn(page, server.baseUrl, 'demoviewer', DEMO_PASSWORD);
    await page.goto(`${server.baseUrl}/contractors`);
    await page.getByRole('table', { name: 'Contractors' }).getByText(newContractor).waitFor();
    const add = page.getByRole('button', { name: 'Add Contractor' }).first();
    await add.waitFor();
    expect(await add.getAttribute('aria-disabled')).toBe('true');
    await add.hover();
    await page.getByRole('tooltip', { name: 'A viewer cannot add or change contractors.' }).waitFor();
    await signOut(page);
  });
});
