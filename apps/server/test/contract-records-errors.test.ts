import ExcelJS from 'exceljs';
import { describe, expect } from 'vitest';
import { apiTest } from './helpers/api-test.js';
import { insertSuspension } from './helpers/contract-records.js';
import type { Office } from './helpers/factories.js';
import { financeCalls } from './helpers/finance.js';
import { createdBy, enterWorkedExampleRecords } from './helpers/worked-example.js';
import { insertFundSource, insertProject } from './helpers/records.js';
import type { TestApp } from './helpers/test-app.js';

/**
 * DOMAIN.md, last rule of "Target, actual, slippage": a list, report or
 * dashboard never fails as a whole because one contract's records are
 * refused. Two contracts are entered through the API; then a suspension the
 * write-time rules refuse (dated on the previous suspension's resume date) is
 * written straight into the database for one of them, as legacy or imported
 * data could hold it. Every multi-contract read answers 200: the good contract
 * with its figures, the refused one with `records_error`; its own details
 * still answer 400 naming the record.
 */

const AS_OF = '2024-03-01';
const REFUSED_DETAIL = /Suspension order of 2024-02-10/;

async function twoContracts(api: TestApp, office: Office) {
  const { put } = financeCalls(api);
  const holder = office.holder;
  const created = createdBy(api, holder);
  const fundSourceId = await insertFundSource(api, office.accountId, 'General Appropriations');
  const projectId = await insertProject(api, office.accountId, { implementationYear: 2024, amount: 2_000_000_00 as never, fundSourceId });
  const contractor = await created('contractors/create/', { name: 'Tarlac Builders Corp.', office_address: 'MacArthur Highway, Tarlac City' });

  // DOMAIN.md's worked example: as of 2024-03-01 actual 35, target 41.20, slippage −6.20.
  const good = await created('contracts/create/', {
    project_id: projectId,
    contract_id: 'A-GOOD',
    contract_description: 'Canal lining',
    amount: 1_000_000,
    start_date: '2024-01-01',
    duration: 100,
  });
  // The same records, and then a suspension the rules refuse.
  const refused = await created('contracts/create/', {
    project_id: projectId,
    contract_id: 'B-REFUSED',
    contract_description: 'Diversion dam repair',
    amount: 500_000,
    start_date: '2024-01-01',
    duration: 100,
  });
  for (const contract of [good, refused]) {
    await enterWorkedExampleRecords(created, contract.id, { timeExtension: false });
    const assigned = await put(holder, `contracts/update/${contract.id}/`, { contractor_id: contractor.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
  }
  // S_next ≤ R_prev: refused by the write-time rules and by the engine's guard.
  await insertSuspension(api, office.accountId, refused.id, '2024-02-10');
  return { good: good.id as number, refused: refused.id as number, contractorId: contractor.id as number, projectId };
}

describe('one contract with refused records', () => {
  apiTest('every list, report and the dashboard answer 200 with that row saying what is wrong; its own details answer 400', async ({ api, office }) => {
    const { good, refused, contractorId, projectId } = await twoContracts(api, office);
    const { get } = financeCalls(api);
    const ok = async (url: string) => {
      const response = await get(office.viewer, url);
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      return response.json();
    };
    const recordsError = { detail: expect.stringMatching(REFUSED_DETAIL), path: `/suspension-orders/contract/${refused}` };
    const byId = <T extends Record<string, unknown>>(rows: T[], key: string, id: number) => rows.find((row) => row[key] === id)!;

    // The contract's own page keeps telling the truth.
    const details = await get(office.viewer, `contracts/details/${refused}?as_of=${AS_OF}`);
    expect(details.statusCode).toBe(400);
    expect(details.json().detail).toMatch(REFUSED_DETAIL);
    expect((await get(office.viewer, `contracts/details/${good}?as_of=${AS_OF}`)).statusCode).toBe(200);

    // The year's list (as of today, long after both expiries: target 100, actual 35).
    const list = await ok('contracts/year/2024');
    expect(list).toHaveLength(2);
    expect(byId(list, 'id', good)).toMatchObject({ accomplishment: 35, target_accomplishment: 100, slippage: -65, status: 'ongoing' });
    expect(byId(list, 'id', good)).not.toHaveProperty('records_error');
    expect(byId(list, 'id', refused)).toMatchObject({
      contract_number: 'B-REFUSED',
      amount: 500_000,
      accomplishment: null,
      slippage: null,
      status: null,
      records_error: recordsError,
    });
    // Not knowable as completed or ongoing: it stays in both lists, and in the contractor's.
    expect((await ok('contracts/ongoing/2024')).map((row: { id: number }) => row.id).sort()).toEqual([good, refused].sort());
    expect((await ok('contracts/completed/2024')).map((row: { id: number }) => row.id)).toEqual([refused]);
    expect(await ok('contracts/year/2024/contractor/Tarlac_Builders_Corp.')).toHaveLength(2);

    // The Detailed Breakdown and its negative-slippage rows.
    for (const url of [`reports/contracts/contracts-report/2024?as_of=${AS_OF}`, `reports/contracts/contracts-report/negative-slippage/2024?as_of=${AS_OF}`]) {
      const rows = await ok(url);
      expect(rows).toHaveLength(2);
      const row = byId(rows, 'id', good);
      expect(row.actual_accomplishment).toBe(35);
      expect((row.target_accomplishment as number).toFixed(2)).toBe('41.20');
      expect((row.slippage as number).toFixed(2)).toBe('-6.20');
      expect(row).toMatchObject({ calendar_days_elapsed: 61, days_suspended: 10 });
      expect(byId(rows, 'id', refused)).toMatchObject({
        original_contract_amount: 500_000,
        slippage: null,
        calendar_days_elapsed: null,
        approved_time_extension: null,
        records_error: recordsError,
      });
    }

    // PPA.
    const ppa = await ok(`reports/contracts/ppa-report/2024?as_of=${AS_OF}`);
    expect(ppa.contracts_with_record_errors).toBe(1);
    expect(byId(ppa.contracts, 'contract_id', good).project_status).toEqual({ percentage_of_completion: 35, cost_incurred_to_date: 0 });
    expect(byId(ppa.contracts, 'contract_id', refused)).toMatchObject({ project_status: null, records_error: recordsError });

    // Projects accomplishment: the project counts only the good contract (350,000 of 2,000,000).
    const accomplishment = await ok(`reports/projects/projects-accomplishment-report/2024?as_of=${AS_OF}`);
    expect(accomplishment.contracts_with_record_errors).toBe(1);
    const [project] = accomplishment.report['General Appropriations'];
    expect(project).toMatchObject({ id: projectId, value_accomplished: 350_000, target_value_accomplished: 412_000, contracts_with_record_errors: 1 });
    expect(project.accomplishment).toBeCloseTo(17.5, 9);
    expect(byId(project.contracts, 'id', refused)).toMatchObject({ value_accomplished_share: null, records_error: recordsError });
    expect(accomplishment.summary).toMatchObject({ total_allocation: 2_000_000, total_value_accomplished: 350_000 });

    // Summary by fund source.
    const summary = await ok(`reports/projects/accomplishment-summary-report/2024?as_of=${AS_OF}`);
    expect(summary.contracts_with_record_errors).toBe(1);
    expect(summary.rows).toEqual([expect.objectContaining({ fund_source: 'General Appropriations', value_accomplished: 350_000, number_of_projects: 1 })]);

    // The overall S-curve weights the good contract alone.
    const curve = await ok('reports/summaries/overall-scurve/2024');
    expect(curve).toMatchObject({ number_of_contracts: 1, total_original_amount: 1_000_000, contracts_with_record_errors: 1 });
    expect(curve.actual_accomplishment_scurve.at(-1).accomplishment).toBe(35);

    // The dashboard: both counted and summed as stored; only the good one in the status, bands and overall.
    const dashboard = await ok(`reports/summaries/contracts-accomplishment-by-year/2024?as_of=${AS_OF}`);
    expect(dashboard).toMatchObject({
      contracts: { number: 2, amount: 1_500_000, ongoing: 1, completed: 0, bands: { early_warning: 1, terminal: 0 } },
      overall: { value_accomplished: 350_000, target_value_accomplished: 412_000 },
      contracts_with_record_errors: 1,
    });
    // Weighted by contract amount: the good contract alone (35 and 41.20), where the overall S-curve's Actual ends.
    expect(dashboard.contracts.weighted.accomplishment).toBeCloseTo(35, 9);
    expect(dashboard.contracts.weighted.target).toBeCloseTo(41.2, 9);

    // The contractor page.
    const contractor = await ok(`contractors/${contractorId}?as_of=${AS_OF}`);
    expect(contractor.contracts_with_record_errors).toBe(1);
    expect(contractor.performance).toMatchObject({ contracts: 1, with_negative_slippage: 1 });
    expect(byId(contractor.contracts, 'id', good).report).toMatchObject({ actual_accomplishment: 35, slippage_band: 'early_warning' });
    expect(byId(contractor.contracts, 'id', refused)).toMatchObject({ report: null, records_error: recordsError });
    expect(contractor.contracts_by_year).toEqual([{ year: 2024, number: 2, amount: 1_500_000 }]);
  });

  apiTest("the year's Excel file shows the refused contract's identity and the error in place of its figures", async ({ api, office }) => {
    await twoContracts(api, office);
    const response = await financeCalls(api).get(office.viewer, 'contracts/year/2024/excel');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows = [6, 7].map((n) => (sheet.getRow(n).values as ExcelJS.CellValue[]).slice(1));
    const good = rows.find((row) => row[0] === 'A-GOOD')!;
    const bad = rows.find((row) => row[0] === 'B-REFUSED')!;
    expect(good.slice(3, 7)).toEqual([1_000_000, 35, 100, -65]);
    expect(bad.slice(0, 4)).toEqual(['B-REFUSED', 'Diversion dam repair', 'Tarlac Builders Corp.', 500_000]);
    expect(bad[4]).toMatch(REFUSED_DETAIL);
    expect(bad.slice(5).filter((value) => value !== null && value !== undefined && value !== '')).toEqual([]);
    // The total still sums every contract's amount as stored.
    expect(sheet.getCell('D8').value).toBe(1_500_000);
  });

  apiTest('the Detailed Breakdown, PPA and projects accomplishment files carry the error in place of the figures', async ({ api, office }) => {
    await twoContracts(api, office);
    const { get } = financeCalls(api);
    const files = [
      `reports/contracts/contracts-excel-report/2024?as_of=${AS_OF}`,
      `reports/contracts/ppa-excel-report/2024?as_of=${AS_OF}`,
      `reports/projects/excel-projects-accomplishment-report/2024?as_of=${AS_OF}`,
    ];
    for (const url of files) {
      const response = await get(office.viewer, url);
      expect(response.statusCode, url).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const rows: ExcelJS.CellValue[][] = [];
      workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
      const named = (text: string) => rows.find((row) => row.some((value) => typeof value === 'string' && value.trim() === text))!;
      expect(named('B-REFUSED').some((value) => typeof value === 'string' && REFUSED_DETAIL.test(value)), url).toBe(true);
      // The good contract's row carries its accomplishment, 35 %, and no error.
      expect(named('A-GOOD'), url).toContain(35);
      expect(named('A-GOOD').some((value) => typeof value === 'string' && REFUSED_DETAIL.test(value)), url).toBe(false);
    }

    // The totals rows: both original amounts (1,000,000 + 500,000), but the refused contract's revised
    // cell holds its error sentence, so the revised total is the good contract's alone (no variation order: 1,000,000).
    const totalsOf = async (url: string) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await get(office.viewer, url)).rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      let totals: ExcelJS.Row | undefined;
      sheet.eachRow((row) => {
        if (row.getCell(1).value === 'Total') totals = row;
      });
      return totals!;
    };
    const detailed = await totalsOf(files[0]!);
    expect([detailed.getCell(5).value, detailed.getCell(6).value]).toEqual([1_500_000, 1_000_000]);
    // The PPA's Revised is empty without a variation order: the good contract adds nothing there either.
    const ppa = await totalsOf(files[1]!);
    expect([ppa.getCell(5).value, ppa.getCell(6).value]).toEqual([1_500_000, 0]);
  });
});
