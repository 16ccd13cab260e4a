import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInManila } from '@subaybay/domain';
import type { Locator, Page } from 'playwright-core';
import { formatDate } from '../src/lib/format';
import { checkPage, DESKTOP, signIn } from './browser';
import { DEMO_PASSWORD, useAppInBrowser } from './app-in-browser';
import { repoRoot, type RunningServer } from './server';

/**
 * Files an accountant hands in as they are (issue 18): a report printed from
 * the browser (no app chrome, the office and as-of on top, the whole table on
 * A4 landscape), the S-curve PNGs with their title drawn in, and every Excel
 * file downloaded through its page's button and read back (page setup,
 * borders, totals, numbers stored as displayed). In the demo office, on its
 * own server and database.
 */

const year = todayInManila().slice(0, 4);
const today = formatDate(todayInManila());
const results = path.join(repoRoot, 'test-results', 'e2e');
const downloads = path.join(results, 'downloads', 'print-and-files');
mkdirSync(downloads, { recursive: true });

/** The printable width of A4 landscape (297 mm less print.css's 2 × 8 mm margins) in CSS pixels: what a table must fit on paper. */
const A4_LANDSCAPE = { width: Math.floor((281 / 25.4) * 96), height: 700 };

/** Pixel rows of a PNG's title band that hold its three lines (92 CSS px at twice the pixels; the legend starts below). */
const TITLE_BAND_ROWS = 2 * 88;

let server: RunningServer;
let page: Page;
let office: string;

/** The app's chrome and controls that must not reach paper, visible right now (a link drawn as a button is content: it prints). */
async function chromeOnPaper(): Promise<string[]> {
  const selectors = ['header.MuiAppBar-root', '.MuiDrawer-root', 'nav[aria-label="Breadcrumb"]', 'form[aria-label="Report inputs"]', 'button:not(.MuiLink-root)', '.MuiTablePagination-root', 'input[aria-label^="Search "]'];
  const found: string[] = [];
  for (const selector of selectors) {
    const shown = page.locator(`${selector}:visible`);
    const count = await shown.count();
    if (count > 0) found.push(`${selector} (${count}): ${(await shown.first().evaluate((element) => element.outerHTML)).slice(0, 200)}`);
  }
  return found;
}

/** Tables wider than their box or the paper: what print would cut off at the right edge. */
async function clippedTables(): Promise<string[]> {
  return page.evaluate(() => {
    const paper = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>('.MuiTableContainer-root, table')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1 || element.getBoundingClientRect().right > paper + 1)
      .map((element) => `${element.tagName.toLowerCase()}[${element.getAttribute('aria-label') ?? element.className.slice(0, 40)}] ${element.scrollWidth} > ${element.clientWidth}`);
  });
}

/** Whether anything reaches past the sheet's printable width. */
async function wideOnPaper(): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/**
 * The report on screen, printed: laid out at A4 landscape's width with the
 * print stylesheet, no chrome, the print header with the office and `asOf`,
 * no table cut; then a real PDF whose first page is landscape. The PDF and a
 * print-emulated screenshot are kept in test-results/e2e.
 */
async function expectPrintable(name: string, asOf: string, { table = true }: { table?: boolean } = {}) {
  await page.setViewportSize(A4_LANDSCAPE);
  await page.emulateMedia({ media: 'print' });
  try {
    await page.screenshot({ path: path.join(results, `print-${name}.png`), fullPage: true });
    expect(await chromeOnPaper(), `${name}: chrome on paper`).toEqual([]);
    const header = page.getByTestId('print-header');
    expect(await header.isVisible()).toBe(true);
    const text = await header.innerText();
    expect(text).toContain(office);
    expect(text.toLowerCase()).toContain(`as of ${asOf}`.toLowerCase());
    if (table) expect(await page.locator('table:visible').count()).toBeGreaterThan(0);
    expect(await wideOnPaper(), `${name}: wider than the sheet`).toBe(false);
    expect(await clippedTables(), `${name}: tables cut on paper`).toEqual([]);

    const pdfPath = path.join(results, `print-${name}.pdf`);
    const pdf = await page.pdf({ path: pdfPath, preferCSSPageSize: true, printBackground: true });
    const box = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
    expect(box, `${name}: the PDF has a page size`).not.toBeNull();
    const [, x0, y0, x1, y1] = box!.map(Number);
    // A4 landscape: 842 × 595 points.
    expect(x1! - x0!).toBeGreaterThan(y1! - y0!);
    expect(Math.round(x1! - x0!)).toBe(842);
  } finally {
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize(DESKTOP);
  }
}

/** Clicks `button` and saves what it downloads under test-results/e2e/downloads; the file's path. */
async function download(button: Locator): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const saved = path.join(downloads, file.suggestedFilename());
  await file.saveAs(saved);
  return saved;
}

async function downloadExcel(): Promise<ExcelJS.Worksheet> {
  const file = await download(page.getByRole('button', { name: 'Download Excel File' }));
  expect(file).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  return workbook.worksheets[0]!;
}

type CellValue = ExcelJS.CellValue;
const numberIn = (value: CellValue): number | null => {
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object' && 'result' in value && typeof value.result === 'number') return value.result;
  return null;
};

/**
 * What decision 018 promises of every file: A4 landscape fitted one page wide,
 * the header rows repeated on each page, thin borders on a data cell, every
 * number stored as displayed (at most 2 decimals: percentages and centavos),
 * and, where the report has one, a totals row with its figures ('sums': each
 * the SUM of the column above it; the Projects Accomplishment's sums project
 * lines only and holds the overall percentages, so it is not a plain SUM).
 */
function expectHandInReady(name: string, sheet: ExcelJS.Worksheet, { totals }: { totals: boolean | 'sums' }) {
  expect(sheet.pageSetup, name).toMatchObject({ paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 });
  const titles = /^(\d+):(\d+)$/.exec(String(sheet.pageSetup.printTitlesRow));
  expect(titles, `${name}: print title rows`).not.toBeNull();
  const lastTitleRow = Number(titles![2]);

  let dataCell: ExcelJS.Cell | undefined;
  const tooPrecise: string[] = [];
  let totalsRow: ExcelJS.Row | undefined;
  sheet.eachRow((row, rowNumber) => {
    row.eachCell((cell) => {
      const value = numberIn(cell.value);
      if (value === null) return;
      if (!dataCell && rowNumber > lastTitleRow) dataCell = cell;
      if (Number(value.toFixed(2)) !== value) tooPrecise.push(`${cell.address}=${value}`);
    });
    if (rowNumber > lastTitleRow && !totalsRow && (row.values as CellValue[]).some((value) => typeof value === 'string' && /^total/i.test(value.trim()))) totalsRow = row;
  });
  expect(dataCell, `${name}: a figure below the header`).toBeDefined();
  const thin = { style: 'thin' };
  expect(dataCell!.border, `${name}: ${dataCell!.address} bordered`).toMatchObject({ top: thin, left: thin, bottom: thin, right: thin });
  expect(tooPrecise, `${name}: numbers with more than 2 decimals`).toEqual([]);
  if (totals) {
    expect(totalsRow, `${name}: totals row`).toBeDefined();
    const figures = (totalsRow!.values as CellValue[]).map(numberIn).filter((value) => value !== null);
    expect(figures.length, `${name}: figures in the totals row`).toBeGreaterThan(0);
    if (totals === 'sums') expectTotalsAreSums(name, sheet, totalsRow!, lastTitleRow);
  }
}

/**
 * Each figure of the totals row equals the SUM of its column's figures above it
 * (to the centavo): what an accountant's own SUM in the sheet gives.
 */
function expectTotalsAreSums(name: string, sheet: ExcelJS.Worksheet, totalsRow: ExcelJS.Row, lastTitleRow: number) {
  totalsRow.eachCell((cell, column) => {
    const total = numberIn(cell.value);
    if (total === null) return;
    let centavos = 0;
    for (let row = lastTitleRow + 1; row < totalsRow.number; row += 1) centavos += Math.round((numberIn(sheet.getCell(row, column).value) ?? 0) * 100);
    expect(total, `${name}: ${cell.address} is the sum above it`).toBe(centavos / 100);
  });
}

/** Reads the demo contract's id from the contracts of the year (its row's link). */
async function demoContractId(): Promise<number> {
  await page.goto(`${server.baseUrl}/contracts/year/${year}`);
  const link = page.getByRole('link', { name: `Open contract DEMO-TRIS-${year}-01` });
  await link.waitFor();
  const href = await link.getAttribute('href');
  const id = /\/contracts\/details\/(\d+)/.exec(href ?? '')?.[1];
  expect(id, `contract link ${href}`).toBeDefined();
  return Number(id);
}

async function generate() {
  const button = page.getByRole('button', { name: 'Generate' });
  await button.and(page.locator(':not([disabled])')).waitFor();
  await button.click();
}

/** The PNG's size and how many separate runs of dark pixel rows its top `bandRows` hold (lines of title text). */
async function readPng(file: string, bandRows: number): Promise<{ width: number; height: number; textLines: number }> {
  const data = readFileSync(file).toString('base64');
  return page.evaluate(
    async ({ data, bandRows }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, image.width, Math.min(bandRows, image.height)).data;
      let textLines = 0;
      let inText = false;
      for (let y = 0; y < Math.min(bandRows, image.height); y += 1) {
        let dark = false;
        for (let x = 0; x < image.width && !dark; x += 1) {
          const at = (y * image.width + x) * 4;
          dark = pixels[at]! < 128 && pixels[at + 1]! < 128 && pixels[at + 2]! < 128;
        }
        if (dark && !inText) textLines += 1;
        inText = dark;
      }
      return { width: image.width, height: image.height, textLines };
    },
    { data, bandRows },
  );
}

describe('printing and files handed in', () => {
  const app = useAppInBrowser();
  let contractId: number;
  beforeAll(async () => {
    ({ server, page } = app);
    await signIn(page, server.baseUrl, 'demoadmin', DEMO_PASSWORD);
    // The office's name as the app bar shows it: what the printouts and images must carry.
    office = (await page.locator('header.MuiAppBar-root p.MuiTypography-body2').innerText()).trim();
    expect(office.length).toBeGreaterThan(0);
    contractId = await demoContractId();
  });

  it('prints every report on A4 landscape with the office and as-of on top, no chrome, and no table cut', async () => {
    await page.goto(`${server.baseUrl}/reports/contracts/detailed/`);
    await generate();
    await page.getByRole('table', { name: new RegExp(`Contracts of ${year} as of`) }).waitFor();
    await page.getByRole('button', { name: 'Print' }).waitFor();
    // On screen: Print beside the Excel file, at desktop and phone width.
    await checkPage(page, 'print-detailed-breakdown-screen');
    await expectPrintable('detailed-breakdown', today);

    await page.goto(`${server.baseUrl}/reports/projects/accomplishment`);
    await page.getByText('All fund sources').waitFor();
    await generate();
    await page.getByRole('table', { name: new RegExp(`Projects Accomplishment CY ${year} as of`) }).waitFor();
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await checkPage(page, 'print-projects-accomplishment-screen');
    await expectPrintable('projects-accomplishment', today);

    await page.goto(`${server.baseUrl}/reports/contracts/ppa/`);
    await page.getByRole('table', { name: new RegExp(`PPA report of ${year}`) }).waitFor();
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await expectPrintable('ppa', today);

    // A contract report prints the same way: its As Of bar and buttons stay on screen.
    await page.goto(`${server.baseUrl}/contracts/summary/${contractId}`);
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await page.getByText('Original Contract Time').waitFor();
    await expectPrintable('contract-summary', today);

    await page.goto(`${server.baseUrl}/contracts/timeline/${contractId}`);
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await page.getByTestId('print-header').waitFor({ state: 'attached' });
    await expectPrintable('contract-timeline', today);

    await page.goto(`${server.baseUrl}/contracts/details/${contractId}`);
    await page.getByTestId('contract-s-curve').locator('canvas').waitFor();
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await expectPrintable('contract-details', today, { table: false });

    await page.goto(`${server.baseUrl}/reports/projects/accomplishment-summary-report/`);
    await generate();
    await page.getByRole('table', { name: new RegExp(`Accomplishment by fund source, CY ${year}`) }).waitFor();
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await expectPrintable('accomplishment-summary', today);

    // A list prints without its search box, paging and buttons too (it has no print header: it is not a report).
    await page.goto(`${server.baseUrl}/contracts/year/${year}`);
    await page.getByRole('link', { name: `Open contract DEMO-TRIS-${year}-01` }).waitFor();
    // On screen it has them.
    expect(await page.locator('input[aria-label^="Search "]:visible').count()).toBe(1);
    await page.emulateMedia({ media: 'print' });
    try {
      expect(await chromeOnPaper(), 'contracts of the year: chrome on paper').toEqual([]);
      expect(await page.getByRole('table', { name: new RegExp(`${year}`) }).isVisible()).toBe(true);
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }

    // A chart prints within the sheet too, under its header.
    await page.goto(`${server.baseUrl}/reports/contracts/overall-s-curve/`);
    await page.getByLabel(/Implementation Year/).fill(year);
    await page.getByRole('button', { name: 'Generate Scurve' }).click();
    await page.getByTestId('overall-s-curve').locator('canvas').waitFor();
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await expectPrintable('overall-s-curve', today, { table: false });
  });

  it('draws the office, what the curve is of and the as-of date above each S-curve PNG', async () => {
    await page.goto(`${server.baseUrl}/reports/contracts/overall-s-curve/`);
    await page.getByLabel(/Implementation Year/).fill(year);
    await page.getByRole('button', { name: 'Generate Scurve' }).click();
    const chart = page.getByTestId('overall-s-curve');
    await chart.waitFor();
    const overallButton = page.getByRole('button', { name: 'Download Image File' });
    await expect.poll(() => overallButton.isEnabled()).toBe(true);
    const overallHeight = (await chart.boundingBox())!.height;
    const overall = await readPng(await download(overallButton), TITLE_BAND_ROWS);
    // Drawn at twice the pixels: the chart, and a band above it holding three lines of text.
    expect(overall.height).toBeGreaterThan(2 * overallHeight + 2 * 60);
    expect(overall.textLines).toBe(3);

    await page.goto(`${server.baseUrl}/contracts/details/${contractId}`);
    const contractChart = page.getByTestId('contract-s-curve');
    await contractChart.waitFor();
    const pngButton = page.getByRole('button', { name: 'PNG', exact: true });
    await expect.poll(() => pngButton.isEnabled()).toBe(true);
    const contractHeight = (await contractChart.boundingBox())!.height;
    const contract = await readPng(await download(pngButton), TITLE_BAND_ROWS);
    expect(contract.height).toBeGreaterThan(2 * contractHeight + 2 * 60);
    expect(contract.textLines).toBe(3);
  });

  it('downloads each Excel file from its page, fitted to A4 landscape with repeated headers, borders, totals and figures as displayed', async () => {
    await page.goto(`${server.baseUrl}/contracts/year/${year}`);
    expectHandInReady('contracts of the year', await downloadExcel(), { totals: 'sums' });

    await page.goto(`${server.baseUrl}/contracts/completed/${year}`);
    // The demo contract is ongoing: the completed list is its header and a totals row of nothing.
    expectHandInReady('completed contracts', await downloadExcel(), { totals: 'sums' });

    await page.goto(`${server.baseUrl}/contracts/summary/${contractId}`);
    await page.getByText('Original Contract Time').waitFor();
    expectHandInReady('Contract Summary', await downloadExcel(), { totals: false });

    await page.goto(`${server.baseUrl}/contracts/timeline/${contractId}`);
    await page.getByRole('button', { name: 'Download Excel File' }).waitFor();
    expectHandInReady('Contract Timeline', await downloadExcel(), { totals: false });

    await page.goto(`${server.baseUrl}/reports/contracts/detailed/`);
    await generate();
    await page.getByRole('table', { name: new RegExp(`Contracts of ${year} as of`) }).waitFor();
    expectHandInReady('Detailed Breakdown', await downloadExcel(), { totals: 'sums' });

    await page.goto(`${server.baseUrl}/reports/contracts/negative-slippage/${year}`);
    await page.getByRole('button', { name: 'Download Excel File' }).waitFor();
    // The demo contract is behind (-6.50 %): it is listed, with the totals row.
    expectHandInReady('Negative Slippage', await downloadExcel(), { totals: 'sums' });

    await page.goto(`${server.baseUrl}/reports/contracts/ppa/`);
    await page.getByRole('table', { name: new RegExp(`PPA report of ${year}`) }).waitFor();
    expectHandInReady('PPA', await downloadExcel(), { totals: 'sums' });

    await page.goto(`${server.baseUrl}/reports/projects/accomplishment`);
    await page.getByText('All fund sources').waitFor();
    await generate();
    await page.getByRole('table', { name: new RegExp(`Projects Accomplishment CY ${year} as of`) }).waitFor();
    expectHandInReady('Projects Accomplishment', await downloadExcel(), { totals: true });
  });
});
