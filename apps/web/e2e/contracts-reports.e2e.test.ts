import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInManila } from '@subaybay/domain';
import type { Page } from 'playwright-core';
import { checkPage, signIn } from './browser';
import { DEMO_PASSWORD, useAppInBrowser } from './app-in-browser';
import type { RunningServer } from './server';

/**
 * The contracts reports in the demo office: the hubs, the Detailed Breakdown
 * generated for the current year, Contracts with Negative Slippage, and the
 * PPA report with its print view (no app chrome on paper); the breakdown's
 * Excel file and the overall S-curve's PNG image, downloaded and checked.
 */

const year = todayInManila().slice(0, 4);

/** Where the downloaded files are kept, beside the screenshots. */
const downloads = path.resolve(import.meta.dirname, '../../../test-results/e2e/downloads', 'contracts-reports');
mkdirSync(downloads, { recursive: true });

let server: RunningServer;
let page: Page;

describe('contracts reports', () => {
  const app = useAppInBrowser();
  beforeAll(() => {
    ({ server, page } = app);
  });

  it('hubs, Detailed Breakdown, Negative Slippage and PPA at desktop and phone width', async () => {
    await signIn(page, server.baseUrl, 'demoadmin', DEMO_PASSWORD);
    await page.goto(`${server.baseUrl}/reports/main/`);
    await page.getByRole('list', { name: 'Reports' }).waitFor();
    await checkPage(page, 'reports-01-main');
    await page.getByRole('link', { name: /Contracts Report/ }).click();
    await page.getByRole('list', { name: 'Contracts reports' }).waitFor();
    await checkPage(page, 'reports-02-contracts');

    await page.getByRole('link', { name: /Detailed Breakdown/ }).click();
    await page.getByRole('button', { name: 'Generate' }).click();
    const table = page.getByRole('table', { name: new RegExp(`Contracts of ${year} as of`) });
    await table.waitFor();
    await page.getByRole('button', { name: 'Download Excel File' }).waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
    await checkPage(page, 'reports-03-detailed');

    // The Excel file of the breakdown: saved, opened, the demo contract in it.
    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Excel File' }).click()]);
    const excelFile = path.join(downloads, excel.suggestedFilename());
    await excel.saveAs(excelFile);
    expect(excelFile).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(excelFile);
    const cells = workbook.worksheets[0]!.getSheetValues().flatMap((row) => (Array.isArray(row) ? row : []));
    expect(cells).toContain(`DEMO-TRIS-${year}-01`);

    await page.goto(`${server.baseUrl}/reports/contracts/negative-slippage/${year}`);
    await page.getByRole('form', { name: 'Report inputs' }).waitFor();
    await page.getByRole('button', { name: 'Generate' }).and(page.locator(':not([disabled])')).waitFor();
    await checkPage(page, 'reports-04-negative-slippage');

    await page.goto(`${server.baseUrl}/reports/contracts/ppa/`);
    await page.getByRole('heading', { name: 'COMMISSION ON AUDIT' }).waitFor();
    await checkPage(page, 'reports-05-ppa');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header.MuiAppBar-root').isVisible()).toBe(false);
    expect(await page.getByRole('form', { name: 'Report inputs' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'COMMISSION ON AUDIT' }).isVisible()).toBe(true);
    await page.screenshot({ path: `${process.cwd()}/../../test-results/e2e/reports-06-ppa-print.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });

  it('generates the overall S-curve of the year and downloads it as a PNG image', async () => {
    await page.goto(`${server.baseUrl}/reports/contracts/overall-s-curve/`);
    await page.getByLabel(/Implementation Year/).fill(year);
    await page.getByRole('button', { name: 'Generate Scurve' }).click();
    await page.getByTestId('overall-s-curve').waitFor();
    const button = page.getByRole('button', { name: 'Download Image File' });
    await expect.poll(() => button.isEnabled()).toBe(true);
    await checkPage(page, 'reports-07-overall-s-curve');
    const [image] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(image.suggestedFilename()).toMatch(new RegExp(`^overall-s-curve-${year}-\\d{8}-\\d{4}\\.png$`));
    const imageFile = path.join(downloads, image.suggestedFilename());
    await image.saveAs(imageFile);
    const bytes = readFileSync(imageFile);
    // A PNG: its eight-byte signature, and more than a blank canvas.
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.length).toBeGreaterThan(5_000);
  });
});
