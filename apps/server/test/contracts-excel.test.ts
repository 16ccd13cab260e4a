import { centavos } from '@subaybay/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect } from 'vitest';
import { contractors } from '../src/db/schema/contractors.js';
import { contracts } from '../src/db/schema/projects.js';
import { attachmentDisposition, XLSX_CONTENT_TYPE } from '../src/lib/excel.js';
import { insertAccomplishmentNodes, insertScheduleNodes } from './helpers/contract-records.js';
import { expectBordered, expectPrintSetup, expectTwoDecimals } from './helpers/excel.js';
import { apiTest } from './helpers/api-test.js';
import { createOffice, type Office, type SignedInUser } from './helpers/factories.js';
import { insertContract, insertProject } from './helpers/records.js';
import type { TestApp } from './helpers/test-app.js';

/** The app clock: 2024-03-01 in Manila (the file's "As of" and every figure). */
const NOW = new Date('2024-03-01T02:00:00Z');

let api: TestApp;
let office: Office;
let otherOffice: Office;
let ongoingId: number;
let completedId: number;

const get = (url: string, user?: SignedInUser) =>
  api.request({ method: 'GET', url: `/api/${url}`, ...(user ? { token: user.access } : {}) });

async function readSheet(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0]!;
}

const rowValues = (sheet: ExcelJS.Worksheet, rowNumber: number) =>
  (sheet.getRow(rowNumber).values as ExcelJS.CellValue[]).slice(1);

/** The offices and contracts every test reads, made once for the file on the worker's shared app. */
async function makeRecords(shared: TestApp): Promise<void> {
  api = shared;
  office = await createOffice(api);
  otherOffice = await createOffice(api);
  const projectId = await insertProject(api, office.accountId, { implementationYear: 2024 });
  const [contractor] = await api.db
    .insert(contractors)
    .values({ accountId: office.accountId, name: 'Tarlac Builders Corp.', officeAddress: 'Tarlac City' })
    .returning({ id: contractors.id });

  // Amounts whose float sum is not exact (0.10 + 0.20): the total must still be 3,000,000.30.
  ongoingId = await insertContract(api, office.accountId, {
    projectId,
    contractNumber: 'A-001',
    amount: centavos(1_000_000_10),
    startDate: '2024-01-01',
    duration: 100,
    projectInChargeId: office.inspector.id,
  });
  await insertScheduleNodes(api, office.accountId, ongoingId, [
    ['2024-02-19', 40],
    ['2024-04-09', 100],
  ]);
  await insertAccomplishmentNodes(api, office.accountId, ongoingId, [['2024-02-25', 35]]);

  completedId = await insertContract(api, office.accountId, {
    projectId,
    contractNumber: 'B-002',
    amount: centavos(2_000_000_20),
    startDate: '2023-11-15',
    duration: 60,
  });
  await api.db.update(contracts).set({ contractorId: contractor!.id }).where(eq(contracts.id, completedId));
  await insertScheduleNodes(api, office.accountId, completedId, [['2024-01-13', 100]]);
  await insertAccomplishmentNodes(api, office.accountId, completedId, [['2024-01-10', 100]]);
}

/** Every test runs at NOW (the clock is back to real time after each); the file's records are made at NOW too. */
const excelTest = apiTest.extend<{ $file: { records: void }; $test: { atNow: void } }>({
  records: [
    async ({ api: shared }, use) => {
      shared.clock.set(NOW);
      await makeRecords(shared);
      await use();
    },
    { scope: 'file' },
  ],
  atNow: [
    async ({ api: shared, records }, use) => {
      void records;
      shared.clock.set(NOW);
      await use();
    },
    { auto: true },
  ],
});

describe('GET contracts/year/{year}/excel', () => {
  excelTest('answers Contracts CY 2024.xlsx: title block, bold frozen header, the list rows, exact total', async () => {
    const response = await get('contracts/year/2024/excel', office.viewer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Contracts CY 2024.xlsx"; filename*=UTF-8''Contracts%20CY%202024.xlsx`,
    );
    const list = (await get('contracts/year/2024', office.viewer)).json() as Record<string, unknown>[];
    const byNumber = (number: string) => list.find((row) => row.contract_id === number)!;

    const sheet = await readSheet(response.rawPayload);
    expect(sheet.getCell('A1').value).toBe(office.officeName);
    expect(sheet.getCell('A2').value).toBe('Contracts of CY 2024');
    expect(sheet.getCell('A3').value).toBe('As of Mar 1, 2024');
    expect(rowValues(sheet, 5)).toEqual([
      'Contract ID',
      'Description',
      'Contractor',
      'Amount',
      'Accomplishment %',
      'Target %',
      'Slippage %',
      'Band',
      'Status',
    ]);
    expect(sheet.getCell('A5').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 5 });

    const rows = [6, 7].map((n) => rowValues(sheet, n));
    const ongoing = rows.find((row) => row[0] === 'A-001')!;
    const completed = rows.find((row) => row[0] === 'B-002')!;
    const ongoingJson = byNumber('A-001');
    expect(ongoing[3]).toBe(1_000_000.1);
    expect(ongoing[4]).toBe(ongoingJson.accomplishment);
    expect(ongoing[4]).toBe(35);
    expect(ongoing[5]).toBe(ongoingJson.target_accomplishment);
    // Stored as displayed: 35 − 53.2 (40 + 60 × 11 / 50 on day 61) = −18.2, where the JSON answers −18.200000000000003.
    expect(ongoing[6]).toBe(-18.2);
    expect(ongoingJson.slippage).toBeCloseTo(-18.2, 10);
    expect(ongoing[8]).toBe('Ongoing');
    expect(typeof ongoing[7]).toBe('string');
    expect(completed.slice(2, 5)).toEqual(['Tarlac Builders Corp.', 2_000_000.2, 100]);
    expect(completed[8]).toBe('Completed');

    const rowOfOngoing = rows[0]![0] === 'A-001' ? 6 : 7;
    expect(sheet.getCell(`D${rowOfOngoing}`).numFmt).toBe('"Php "#,##0.00');
    expect(sheet.getCell(`E${rowOfOngoing}`).numFmt).toBe('0.00"%"');
    expect(sheet.getCell(`G${rowOfOngoing}`).numFmt).toBe('0.00"%"');

    expect(sheet.getCell('A8').value).toBe('Total');
    expect(sheet.getCell('D8').value).toBe(3_000_000.3);
    expect(sheet.getCell('D8').numFmt).toBe('"Php "#,##0.00');
    expect(sheet.getCell('A8').font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(8);
  });

  excelTest("another office's year gives only its own contracts: an empty list with a zero total", async () => {
    const response = await get('contracts/year/2024/excel', otherOffice.viewer);
    expect(response.statusCode).toBe(200);
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.getCell('A1').value).toBe(otherOffice.officeName);
    expect(sheet.getCell('A6').value).toBe('Total');
    expect(sheet.getCell('D6').value).toBe(0);
    expect(sheet.rowCount).toBe(6);
  });

  excelTest('401 without a token, 404 for a year that is not a year', async () => {
    expect((await get('contracts/year/2024/excel')).statusCode).toBe(401);
    expect((await get('contracts/year/20x4/excel', office.viewer)).statusCode).toBe(404);
    expect((await get('contracts/year/12345/excel', office.viewer)).statusCode).toBe(404);
    // With a trailing slash too.
    expect((await get('contracts/year/2024/excel/', office.viewer)).statusCode).toBe(200);
  });
});

describe('the contract lists print as handed in', () => {
  excelTest('A4 landscape fitted to the page width, the header row on every page, bordered cells, percentages as displayed', async () => {
    const year = await readSheet((await get('contracts/year/2024/excel', office.viewer)).rawPayload);
    expectPrintSetup(year, '5:5');
    for (const address of ['A5', 'I5', 'A6', 'G7', 'A8', 'D8']) expectBordered(year, address);
    const slippageCell = year.getCell('A6').value === 'A-001' ? 'G6' : 'G7';
    expectTwoDecimals(year, slippageCell);

    const completed = await readSheet((await get('contracts/completed/2024/excel', office.holder)).rawPayload);
    expectPrintSetup(completed, '5:5');
    for (const address of ['A5', 'C6', 'H6', 'C7']) expectBordered(completed, address);
  });
});

describe('GET contracts/completed/{year}/excel', () => {
  excelTest('answers Completed Contracts CY 2024.xlsx with the completed row of spec 3 §3', async () => {
    const response = await get('contracts/completed/2024/excel', office.holder);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Completed Contracts CY 2024.xlsx"; filename*=UTF-8''Completed%20Contracts%20CY%202024.xlsx`,
    );
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.getCell('A2').value).toBe('Completed Contracts of CY 2024');
    expect(sheet.getCell('A3').value).toBe('As of Mar 1, 2024');
    expect(rowValues(sheet, 5)).toEqual([
      'Contract ID',
      'Description',
      'Amount',
      'Start Date',
      'Duration (C.D.)',
      'Contractor',
      'Project In Charge',
      'System',
    ]);
    const [json] = (await get('contracts/completed/2024', office.viewer)).json() as { system: { name: string; municipality: string; province: string } }[];
    const row = rowValues(sheet, 6);
    expect(row[0]).toBe('B-002');
    expect(row[2]).toBe(2_000_000.2);
    expect(row[3]).toEqual(new Date('2023-11-15T00:00:00Z'));
    expect(row[4]).toBe(60);
    expect(row[5]).toBe('Tarlac Builders Corp.');
    expect(row[7]).toBe(`${json!.system.name} (${json!.system.municipality}, ${json!.system.province})`);
    expect(sheet.getCell('C6').numFmt).toBe('"Php "#,##0.00');
    expect(sheet.getCell('D6').numFmt).toBe('mmm d, yyyy');
    expect(sheet.getCell('E6').numFmt).toBe('#,##0');
    expect(sheet.getCell('A7').value).toBe('Total');
    expect(sheet.getCell('C7').value).toBe(2_000_000.2);
    expect(sheet.rowCount).toBe(7);
  });

  excelTest("tenancy, 401 and 404", async () => {
    const sheet = await readSheet((await get('contracts/completed/2024/excel', otherOffice.viewer)).rawPayload);
    expect(sheet.getCell('A6').value).toBe('Total');
    expect((await get('contracts/completed/2024/excel')).statusCode).toBe(401);
    expect((await get('contracts/completed/-1/excel', office.viewer)).statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  excelTest('declares both downloads as a binary string', async () => {
    const document = (await get('docs/json')).json() as {
      paths: Record<string, { get: { responses: Record<string, { content?: Record<string, { schema: object }> }> } }>;
    };
    for (const path of ['/api/contracts/year/{year}/excel', '/api/contracts/completed/{year}/excel']) {
      const ok = document.paths[path]?.get.responses['200'];
      expect(JSON.stringify(ok), path).toContain('"format":"binary"');
    }
  });
});

describe('attachmentDisposition', () => {
  excelTest('keeps an ASCII fallback and the exact name', () => {
    expect(attachmentDisposition('Ñino "Report".xlsx')).toBe(
      `attachment; filename="Nino _Report_.xlsx"; filename*=UTF-8''%C3%91ino%20%22Report%22.xlsx`,
    );
  });
});
