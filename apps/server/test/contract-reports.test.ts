import ExcelJS from 'exceljs';
import { workedExampleTimeElapsed, workedExampleTimeline } from '@subaybay/domain/test-support';
import { describe, expect } from 'vitest';
import { contractors } from '../src/db/schema/contractors.js';
import { apiTest } from './helpers/api-test.js';
import { expectBordered, expectPrintSetup, expectTwoDecimals } from './helpers/excel.js';
import type { Office } from './helpers/factories.js';
import { financeCalls } from './helpers/finance.js';
import { createdBy, enterWorkedExampleRecords } from './helpers/worked-example.js';
import { insertAccomplishmentNodes, insertScheduleNodes } from './helpers/contract-records.js';
import { insertContract, insertFundSource, insertProject } from './helpers/records.js';
import type { TestApp } from './helpers/test-app.js';

/**
 * Contract Summary and Contract Timeline (spec 3 §2, §3, §7) on DOMAIN.md's
 * worked example entered through the record endpoints. Every expected figure
 * below is written by hand from DOMAIN.md (the arithmetic is in the comments),
 * never by calling the code under test.
 */

const NUMBER = 'WORKED-EXAMPLE-1';

async function workedExample(api: TestApp, office: Office): Promise<number> {
  const { put } = financeCalls(api);
  const holder = office.holder;
  const fundSourceId = await insertFundSource(api, office.accountId, 'GAA 2024 Locally Funded');
  const projectId = await insertProject(api, office.accountId, { name: 'Rehabilitation of Capas Canal', fundSourceId });
  const created = createdBy(api, holder);
  const contract = await created('contracts/create/', {
    project_id: projectId,
    contract_id: NUMBER,
    contract_description: 'DOMAIN.md worked example',
    amount: 1_000_000,
    start_date: '2024-01-01',
    duration: 100,
  });
  const [contractor] = await api.db
    .insert(contractors)
    .values({ accountId: office.accountId, name: 'Tarlac Builders Corp.', officeAddress: 'Tarlac City' })
    .returning({ id: contractors.id });
  const updated = await put(holder, `contracts/update/${contract.id}/`, {
    contract_id: NUMBER,
    contract_description: 'DOMAIN.md worked example',
    amount: 1_000_000,
    start_date: '2024-01-01',
    duration: 100,
    location: 'Capas, Tarlac',
  });
  expect(updated.statusCode, updated.body).toBe(200);
  expect((await put(holder, `contracts/update/${contract.id}/`, { contractor_id: contractor!.id })).statusCode).toBe(200);

  await enterWorkedExampleRecords(created, contract.id, { timeExtension: true });

  // Features: canal lining 120 → 300.5 (by 03-01) → 480 (03-10, after the as-of date); turnouts 0 (hidden).
  const lining = await created('physical-features/names/create/', { name: 'Canal lining', description: 'Concrete canal lining', unit: 'l.m.' });
  const turnout = await created('physical-features/names/create/', { name: 'Turnout', description: 'Turnout structures', unit: 'unit' });
  const feature = (nameId: number, date: string, quantity: number) =>
    created('physical-features/features/create/', { contract_id: contract.id, physical_feature_name_id: nameId, accomplishment_date: date, quantity });
  await feature(lining.id, '2024-01-15', 120);
  await feature(lining.id, '2024-02-20', 300.5);
  await feature(lining.id, '2024-03-10', 480);
  await feature(turnout.id, '2024-02-01', 0);
  return contract.id;
}

async function readSheet(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0]!;
}

/** Columns A.. of a row, with their number formats. */
const cells = (sheet: ExcelJS.Worksheet, row: number, count: number) =>
  Array.from({ length: count }, (_, index) => sheet.getRow(row).getCell(index + 1).value ?? null);
const format = (sheet: ExcelJS.Worksheet, address: string) => sheet.getCell(address).numFmt;
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('GET contracts/{id}/summary and contracts/{id}/timeline', () => {
  apiTest("answer every numbered row of DOMAIN.md's worked example as of 2024-03-01", async ({ api, office }) => {
    const { get } = financeCalls(api);
    const id = await workedExample(api, office);

    const summary = await get(office.viewer, `contracts/${id}/summary?as_of=2024-03-01`);
    expect(summary.statusCode, summary.body).toBe(200);
    const body = summary.json();
    expect(body).toEqual({
      contract_id: id,
      contract_number: NUMBER,
      contract_description: 'DOMAIN.md worked example',
      location: 'Capas, Tarlac',
      original_contract_amount: 1_000_000,
      revised_contract_amount: 1_000_000,
      fund_source: 'GAA 2024 Locally Funded',
      contractor: 'Tarlac Builders Corp.',
      ...workedExampleTimeElapsed,
      time_extension_days: 15,
      percent_time_elapsed: expect.any(Number),
      percent_work_accomplished: 35, // the 02-25 node
      percent_work_programmed: expect.any(Number),
      percent_slippage: expect.any(Number),
      // 300.5 is the latest entry ≤ 03-01; the turnout's 0 is hidden.
      physical_features: [{ name_id: expect.any(Number), name: 'Canal lining', description: 'Concrete canal lining', quantity: 300.5, unit: 'l.m.' }],
    });
    expect(body.percent_time_elapsed).toBeCloseTo(44.3478, 4); // 51 / (100 + 15) × 100
    // Revised curve (0,0) (30,24) (40,24) (60,40) (110,100): day 61 → 40 + 60 × 1/50 = 41.2.
    expect(body.percent_work_programmed).toBeCloseTo(41.2, 10);
    expect(body.percent_slippage).toBeCloseTo(-6.2, 10); // 35 − 41.2

    const timeline = await get(office.viewer, `contracts/${id}/timeline?as_of=2024-03-01`);
    expect(timeline.statusCode, timeline.body).toBe(200);
    expect(timeline.json()).toEqual({
      contract_id: id,
      project_name: 'Rehabilitation of Capas Canal',
      contract_number: NUMBER,
      contract_description: 'DOMAIN.md worked example',
      contractor: 'Tarlac Builders Corp.',
      ...workedExampleTimeline,
    });

    // Before the resume order's date the suspension has no resumption and the extension (approved 02-20) does not count.
    const during = (await get(office.viewer, `contracts/${id}/timeline?as_of=2024-02-05`)).json();
    // 02-05 − 01-31 + 1 = 6 days; remaining 100 − 30 = 70.
    expect(during.suspensions).toEqual([expect.objectContaining({ contract_days_used: 30, contract_days_remaining: 70, days_suspended: 6, resumption: null })]);
    expect(during.contract_time_elapsed).toBe(30); // 36 days elapsed − 6 suspended: the clock stopped at S
  });

  apiTest('show liquidated damages past the expiry due to time extensions and the 10 % flag once reached', async ({ api, office }) => {
    const { get } = financeCalls(api);
    const id = await workedExample(api, office);
    const read = async (asOf: string) => (await get(office.viewer, `contracts/${id}/timeline?as_of=${asOf}`)).json();
    // On the expiry itself (05-04) there is no delay yet.
    expect(await read('2024-05-04')).toMatchObject({ days_of_delay: 0, liquidated_damages: 0, liquidated_damages_flag: false });
    // 06-03 − 05-04 = 27 (rest of May) + 3 = 30 days; 30 × 0.001 × (1 − 0.35) × 1,000,000 = 19,500.00.
    expect(await read('2024-06-03')).toMatchObject({ days_of_delay: 30, liquidated_damages: 19_500, liquidated_damages_flag: false });
    // 650.00 a day; 10 % of 1,000,000 = 100,000 needs 154 days: 05-04 + 154 = 10-05 (27 + 30 + 31 + 31 + 30 + 5).
    expect(await read('2024-10-04')).toMatchObject({ days_of_delay: 153, liquidated_damages: 99_450, liquidated_damages_flag: false });
    expect(await read('2024-10-05')).toMatchObject({ days_of_delay: 154, liquidated_damages: 100_100, liquidated_damages_flag: true });
  });

  apiTest('answer 404 for another office and a bad id, 400 for a bad as_of, 401 without a token', async ({ api, office, otherOffice }) => {
    const { get } = financeCalls(api);
    const id = await workedExample(api, office);
    const paths = [
      `contracts/${id}/summary`,
      `contracts/${id}/timeline`,
      `reports/contracts/contract-excel-report/${id}`,
      `reports/contracts/contract-timeline-excel-report/${id}`,
    ];
    for (const path of paths) {
      expect((await get(otherOffice.holder, `${path}?as_of=2024-03-01`)).statusCode, path).toBe(404);
      // The earlier client's user_id never grants access.
      expect((await get(otherOffice.holder, `${path}?as_of=2024-03-01&user_id=${office.holder.id}`)).statusCode, path).toBe(404);
      expect((await api.request({ method: 'GET', url: `/api/${path}?user_id=${office.holder.id}` })).statusCode, path).toBe(401);
      for (const bad of ['2024-02-30', 'yesterday', '2024-3-1']) {
        const response = await get(office.viewer, `${path}?as_of=${bad}`);
        expect(response.statusCode, `${path} ${bad}`).toBe(400);
        expect(response.json().detail).toBe('The as-of date must be a date written YYYY-MM-DD.');
      }
      const other = path.replace(String(id), '99999999999');
      expect((await get(office.viewer, other)).statusCode, other).toBe(404);
      expect((await get(office.viewer, `${path.replace(String(id), 'abc')}/`)).statusCode).toBe(404);
      // Without as_of: today (every figure as of the app clock), with a trailing slash too.
      expect((await get(office.viewer, `${path}/`)).statusCode, path).toBe(200);
    }
  });
});

describe('the Excel files', () => {
  apiTest('Contract Summary: title block, contract data, the twelve numbered rows and the features, cell by cell', async ({ api, office }) => {
    const { get } = financeCalls(api);
    const id = await workedExample(api, office);
    const response = await get(office.viewer, `reports/contracts/contract-excel-report/${id}?as_of=2024-03-01&user_id=${office.viewer.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain(`filename="Contract Summary ${NUMBER} as of 2024-03-01.xlsx"`);
    const sheet = await readSheet(response.rawPayload);

    expect(sheet.getCell('A1').value).toBe(office.officeName);
    expect(sheet.getCell('A2').value).toBe('Contract Summary');
    expect(sheet.getCell('A3').value).toBe(`Contract No. ${NUMBER}`);
    expect(sheet.getCell('A4').value).toBe('As of Mar 1, 2024');
    expect(cells(sheet, 6, 3)).toEqual([null, 'Contract Description', 'DOMAIN.md worked example']);
    expect(cells(sheet, 7, 3)).toEqual([null, 'Location', 'Capas, Tarlac']);
    expect(cells(sheet, 8, 3)).toEqual([null, 'Original Contract Amount', 1_000_000]);
    expect(format(sheet, 'C8')).toBe('"Php "#,##0.00');
    expect(cells(sheet, 9, 3)).toEqual([null, 'Revised Contract Amount', 1_000_000]);
    expect(cells(sheet, 10, 3)).toEqual([null, 'Fund Source', 'GAA 2024 Locally Funded']);
    expect(cells(sheet, 11, 3)).toEqual([null, 'Contractor', 'Tarlac Builders Corp.']);
    expect(cells(sheet, 13, 3)).toEqual(['No.', 'Particulars', 'Value']);
    const numbered: [string, ExcelJS.CellValue, string][] = [
      ['Original Contract Time (C.D.)', 100, '#,##0'],
      ['Contract Effectivity', day('2024-01-01'), 'mmm d, yyyy'],
      ['Original Expiry Date', day('2024-04-09'), 'mmm d, yyyy'], // 01-01 + 100 − 1
      ['Calendar Days Elapsed', 61, '#,##0'], // 03-01 − 01-01 + 1
      ['Days Suspended', 10, '#,##0'], // 02-10 − 01-31
      ['Contract Time Elapsed', 51, '#,##0'], // 61 − 10
      ['Expiry Date Due to Suspensions', day('2024-04-19'), 'mmm d, yyyy'], // 04-09 + 10
      ['Expiry Date Due to Time Extensions', day('2024-05-04'), 'mmm d, yyyy'], // 04-19 + 15
      ['% Time Elapsed', 44.35, '0.00"%"'], // 51 / 115 × 100 = 44.3478…, stored as shown
      ['% Work Accomplished (Actual)', 35, '0.00"%"'],
      ['% Work Programmed (Target)', 41.2, '0.00"%"'], // 40 + (100 − 40) × (61 − 60) / (110 − 60)
      ['% Slippage', -6.2, '0.00"%"'], // 35 − 41.2
    ];
    numbered.forEach(([label, value, numFmt], index) => {
      const row = 14 + index;
      expect(sheet.getCell(`A${row}`).value, label).toBe(index + 1);
      expect(sheet.getCell(`B${row}`).value, label).toBe(label);
      const actual = sheet.getCell(`C${row}`).value;
      if (typeof value === 'number') expect(actual as number, label).toBeCloseTo(value, 10);
      else expect(actual, label).toEqual(value);
      expect(format(sheet, `C${row}`), label).toBe(numFmt);
    });
    expect(sheet.getCell('A27').value).toBe('Physical Features');
    expect(cells(sheet, 28, 5)).toEqual(['No.', 'Physical Feature', 'Quantity', 'Unit', 'Description']);
    expect(cells(sheet, 29, 5)).toEqual([1, 'Canal lining', 300.5, 'l.m.', 'Concrete canal lining']);
    expect(sheet.getCell('A30').value).toBeNull();

    // Printed as handed in: no table to freeze, so the title block heads every page.
    expectPrintSetup(sheet, '1:4');
    for (const address of ['B6', 'C11', 'A13', 'C13', 'A22', 'C25', 'A28', 'E29']) expectBordered(sheet, address);
    expect(sheet.getCell('C22').value).toBe(44.35);
    expectTwoDecimals(sheet, 'C22');
  });

  apiTest('Contract Timeline: header fields, the suspensions with a frozen header and total, liquidated damages, cell by cell', async ({ api, office }) => {
    const { get } = financeCalls(api);
    const id = await workedExample(api, office);
    const response = await get(office.accountant, `reports/contracts/contract-timeline-excel-report/${id}?as_of=2024-10-05`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain(`filename="Contract Timeline ${NUMBER} as of 2024-10-05.xlsx"`);
    const sheet = await readSheet(response.rawPayload);

    expect(cells(sheet, 1, 1)).toEqual([office.officeName]);
    expect(sheet.getCell('A2').value).toBe('Contract Timeline');
    expect(sheet.getCell('A3').value).toBe(`Contract No. ${NUMBER}`);
    expect(sheet.getCell('A4').value).toBe('As of Oct 5, 2024');
    expect(cells(sheet, 6, 2)).toEqual(['Project Name', 'Rehabilitation of Capas Canal']);
    expect(cells(sheet, 7, 2)).toEqual(['Contract No.', NUMBER]);
    expect(cells(sheet, 8, 2)).toEqual(['Contractor', 'Tarlac Builders Corp.']);
    expect(cells(sheet, 9, 2)).toEqual(['Contract Amount', 1_000_000]);
    expect(format(sheet, 'B9')).toBe('"Php "#,##0.00');
    expect(cells(sheet, 10, 2)).toEqual(['Revised Contract Amount', 1_000_000]);
    expect(cells(sheet, 11, 2)).toEqual(['Contract Duration (C.D.)', 100]);
    expect(cells(sheet, 12, 2)).toEqual(['Contract Effectivity', day('2024-01-01')]);
    expect(cells(sheet, 13, 2)).toEqual(['Expiry Date', day('2024-04-09')]);
    expect(cells(sheet, 14, 2)).toEqual(['Expiry Date Due to Suspensions', day('2024-04-19')]);
    expect(cells(sheet, 15, 2)).toEqual(['Expiry Date Due to Time Extensions', day('2024-05-04')]);
    expect(format(sheet, 'B15')).toBe('mmm d, yyyy');

    expect(sheet.getCell('A17').value).toBe('Suspensions');
    expect(cells(sheet, 18, 7)).toEqual([
      'Suspension No.',
      'Date',
      'Reason for Suspension',
      'Contract Days Used',
      'Contract Days Remaining',
      'Resumption',
      'Days Suspended',
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 18 });
    // used = 01-31 − 01-01 = 30; remaining = 100 + 15 − 30 = 85; 10 days suspended.
    expect(cells(sheet, 19, 7)).toEqual([1, day('2024-01-31'), 'Heavy rains', 30, 85, day('2024-02-10'), 10]);
    expect(cells(sheet, 20, 7)).toEqual(['Total', null, null, null, null, null, 10]);

    expect(cells(sheet, 22, 2)).toEqual(['Revised Target Completion', day('2024-05-04')]);
    expect(cells(sheet, 23, 2)).toEqual(['Completion Date', 'Not yet completed']);
    // 10-05 − 01-01 + 1 = 279 days elapsed (31+29+31+30+31+30+31+31+30+5), less 10 suspended.
    expect(cells(sheet, 24, 2)).toEqual(['Contract Time Elapsed (Days Used)', 269]);
    expect(cells(sheet, 25, 2)).toEqual(['% Work Accomplished (Actual)', 35]);
    expect(cells(sheet, 26, 2)).toEqual(['Days of Delay', 154]); // 05-04 → 10-05
    // 154 × 0.001 × 0.65 × 1,000,000 = 100,100.00, ≥ 100,000 (10 %).
    expect(cells(sheet, 27, 2)).toEqual(['Liquidated Damages', 100_100]);
    expect(format(sheet, 'B27')).toBe('"Php "#,##0.00');
    expect(cells(sheet, 28, 2)).toEqual(['Liquidated Damages Reached 10% of the Revised Contract Amount', 'Yes']);

    // Printed as handed in: the suspensions' header on every page, bordered cells.
    expectPrintSetup(sheet, '18:18');
    for (const address of ['A6', 'B15', 'A18', 'G18', 'C19', 'G20', 'B28']) expectBordered(sheet, address);
  });
});

describe("a completed contract's clock stops on its completion date (DOMAIN.md)", () => {
  apiTest('finished on day 117 of 120, a year later every screen, report row and file still shows 117 days and 97.50 %', async ({ api, office }) => {
    const { get } = financeCalls(api);
    const projectId = await insertProject(api, office.accountId, { implementationYear: 2024 });
    const id = await insertContract(api, office.accountId, { projectId, startDate: '2024-01-01', duration: 120 });
    // Day 117 is 2024-04-26 (01-01 + 117 − 1).
    await insertScheduleNodes(api, office.accountId, id, [['2024-04-29', 100]]);
    await insertAccomplishmentNodes(api, office.accountId, id, [
      ['2024-02-15', 40],
      ['2024-04-26', 100],
    ]);
    const asOf = '2025-04-26';
    const clock = { calendar_days_elapsed: 117, days_suspended: 0, contract_time_elapsed: 117 };

    const details = (await get(office.viewer, `contracts/details/${id}?as_of=${asOf}`)).json();
    expect(details).toMatchObject({ ...clock, status: 'completed', completion_date: '2024-04-26', target_accomplishment: 100 });
    expect(details.percent_time_elapsed).toBeCloseTo(97.5, 10); // 117 / 120
    const elapsed = (await get(office.viewer, `contracts/${id}/time-elapsed?as_of=${asOf}`)).json();
    expect(elapsed).toMatchObject(clock);
    expect(elapsed.percent_time_elapsed).toBeCloseTo(97.5, 10);
    const summary = (await get(office.viewer, `contracts/${id}/summary?as_of=${asOf}`)).json();
    expect(summary).toMatchObject(clock);
    expect(summary.percent_time_elapsed).toBeCloseTo(97.5, 10);
    const timeline = (await get(office.viewer, `contracts/${id}/timeline?as_of=${asOf}`)).json();
    expect(timeline.contract_time_elapsed).toBe(117);
    const row = (await get(office.viewer, `reports/contracts/contracts-report/2024?as_of=${asOf}`)).json().find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject(clock);

    const file = await get(office.viewer, `reports/contracts/contract-excel-report/${id}?as_of=${asOf}`);
    expect(file.statusCode, file.body).toBe(200);
    const sheet = await readSheet(file.rawPayload);
    const valueOf = (label: string) => {
      for (let row = 14; row < 26; row++) if (sheet.getCell(`B${row}`).value === label) return sheet.getCell(`C${row}`).value;
      throw new Error(`no row ${label}`);
    };
    expect(valueOf('Calendar Days Elapsed')).toBe(117);
    expect(valueOf('Contract Time Elapsed')).toBe(117);
    expect(valueOf('% Time Elapsed') as number).toBeCloseTo(97.5, 4);
  });
});
