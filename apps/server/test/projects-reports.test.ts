import ExcelJS from 'exceljs';
import { centavos } from '@subaybay/domain';
import { describe, expect } from 'vitest';
import { apiTest } from './helpers/api-test.js';
import { expectBordered, expectPrintSetup } from './helpers/excel.js';
import type { Office } from './helpers/factories.js';
import { financeCalls, makeSuperuser } from './helpers/finance.js';
import { createdBy } from './helpers/worked-example.js';
import { insertExpenditureSource, insertFundSource, insertProject } from './helpers/records.js';
import { expectPercent, loadReferenceOffice, referenceExpected, referenceOffice } from './helpers/reference-office.js';
import type { TestApp } from './helpers/test-app.js';

/**
 * The projects reports and the overall S-curve (spec 2 §2, §3, §7, §9;
 * DOMAIN.md "Money", "Curves for reports"). The small office's figures are
 * written by hand below (arithmetic in the comments), never by calling the
 * code under test; the reference office is compared with its fixture.
 */

/**
 * Fund A: PA1 (Php 1,000,000.00), PA2 (Php 3,000,000.00); Fund B: PB1 (Php 2,000,000.00).
 * C1 serves PA1: Php 400,000.00, E 2024-01-01, D 100, schedule 2024-04-09 (day 100) 100 % — linear, day t → t %.
 *   Actual 30 % on 2024-02-01 (day 32).
 * C2 serves PA2 and PB1: Php 1,000,000.00, same dates and schedule. Actual 40 % on 2024-02-10 (day 41).
 * PA1 spends Php 100,000.00 obligated 2024-02-01 and Php 50,000.00 obligated 2024-03-01.
 */
async function smallOffice(api: TestApp, office: Office) {
  const { post } = financeCalls(api);
  const created = createdBy(api, office.holder);
  const fundA = await insertFundSource(api, office.accountId, 'Fund A');
  const fundB = await insertFundSource(api, office.accountId, 'Fund B');
  const pa1 = await insertProject(api, office.accountId, { name: 'PA1', amount: centavos(1_000_000_00), fundSourceId: fundA });
  const pa2 = await insertProject(api, office.accountId, { name: 'PA2', amount: centavos(3_000_000_00), fundSourceId: fundA });
  const pb1 = await insertProject(api, office.accountId, { name: 'PB1', amount: centavos(2_000_000_00), fundSourceId: fundB });
  const contract = async (projectId: number, number: string, amount: number) =>
    created('contracts/create/', { project_id: projectId, contract_id: number, contract_description: `${number} works`, amount, start_date: '2024-01-01', duration: 100 });
  const c1 = await contract(pa1, 'C1', 400_000);
  const c2 = await contract(pa2, 'C2', 1_000_000);
  expect((await post(office.holder, `contracts/${c2.id}/projects/add/`, { project_id: pb1 })).statusCode).toBe(200);
  for (const { id } of [c1, c2]) await created('physical-schedules/create/', { contract_id: id, date_effective: '2024-04-09', accomplishment: 100 });
  await created('physical-accomplishments/create/', { contract_id: c1.id, accomplishment: 30, overwrite_as_of_date: '2024-02-01' });
  await created('physical-accomplishments/create/', { contract_id: c2.id, accomplishment: 40, overwrite_as_of_date: '2024-02-10' });

  const sourceId = await insertExpenditureSource(api, office.accountId, pa1, centavos(500_000_00));
  for (const [amount, date] of [[100_000, '2024-02-01'], [50_000, '2024-03-01']] as const) {
    const response = await post(office.accountant, 'project-expenditures/create/', { project_id: pa1, expenditure_source_id: sourceId, amount, date_obligated: date });
    expect(response.statusCode, response.body).toBe(201);
  }
  return { pa1, pa2, pb1, c1: c1.id as number, c2: c2.id as number };
}

const AS_OF = '2024-02-19'; // day 50 of both contracts: target 50 %

describe('GET reports/projects/*', () => {
  apiTest('projects accomplishment report, with and without a fund-source filter', async ({ api, office }) => {
    const { get } = financeCalls(api);
    const ids = await smallOffice(api, office);
    const response = await get(office.viewer, `reports/projects/projects-accomplishment-report/2024?as_of=${AS_OF}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.as_of).toBe(AS_OF);
    expect(body.fund_sources).toEqual(['Fund A', 'Fund B']);
    const c1 = {
      id: ids.c1,
      contract_number: 'C1',
      contract_description: 'C1 works',
      original_contract_amount: 400_000,
      revised_contract_amount: 400_000,
      target_accomplishment: 50,
      actual_accomplishment: 30,
      slippage: -20,
      value_accomplished_share: 120_000, // 400,000 × 30 %
      target_value_accomplished_share: 200_000, // 400,000 × 50 %
    };
    const c2 = { id: ids.c2, contract_number: 'C2', contract_description: 'C2 works', original_contract_amount: 1_000_000, revised_contract_amount: 1_000_000, target_accomplishment: 50, actual_accomplishment: 40, slippage: -10 };
    expect(body.report['Fund A']).toEqual([
      // PA1: 120,000 / 1,000,000 = 12 %; 200,000 / 1,000,000 = 20 %; spent 100,000 (the 03-01 one is after T).
      { id: ids.pa1, name: 'PA1', allocation: 1_000_000, total_expenditure: 100_000, value_accomplished: 120_000, target_value_accomplished: 200_000, accomplishment: 12, target_accomplishment: 20, slippage: -8, contracts: [c1], contracts_with_record_errors: 0 },
      // PA2 gets 3/5 of C2 (allocations 3M : 2M): 400,000 × 3/5 = 240,000; 500,000 × 3/5 = 300,000 → 8 %, 10 %.
      { id: ids.pa2, name: 'PA2', allocation: 3_000_000, total_expenditure: 0, value_accomplished: 240_000, target_value_accomplished: 300_000, accomplishment: 8, target_accomplishment: 10, slippage: -2, contracts: [{ ...c2, value_accomplished_share: 240_000, target_value_accomplished_share: 300_000 }], contracts_with_record_errors: 0 },
    ]);
    // PB1 gets 2/5: 160,000 and 200,000 of 2,000,000 → 8 %, 10 %.
    expect(body.report['Fund B']).toEqual([
      { id: ids.pb1, name: 'PB1', allocation: 2_000_000, total_expenditure: 0, value_accomplished: 160_000, target_value_accomplished: 200_000, accomplishment: 8, target_accomplishment: 10, slippage: -2, contracts: [{ ...c2, value_accomplished_share: 160_000, target_value_accomplished_share: 200_000 }], contracts_with_record_errors: 0 },
    ]);
    // Σ allocation 6,000,000; Σ value 520,000 (C2 counted once: 120 + 240 + 160); Σ target 700,000.
    expect(body.summary.total_allocation).toBe(6_000_000);
    expect(body.summary.total_value_accomplished).toBe(520_000);
    expect(body.summary.total_target_value_accomplished).toBe(700_000);
    expect(body.summary.overall_accomplishment).toBeCloseTo(8.666667, 5); // 520 / 6000 × 100
    expect(body.summary.overall_target).toBeCloseTo(11.666667, 5); // 700 / 6000 × 100
    expect(body.summary.overall_slippage).toBeCloseTo(-3, 10); // (520 − 700) / 6000 × 100

    const filtered = (await get(office.viewer, `reports/projects/projects-accomplishment-report/2024?as_of=${AS_OF}&fund_sources=Fund%20B`)).json();
    expect(filtered.fund_sources).toEqual(['Fund B']);
    expect(Object.keys(filtered.report)).toEqual(['Fund B']);
    // Only PB1: 160,000 / 2,000,000 = 8 %, 200,000 / 2,000,000 = 10 %, (160 − 200) / 2000 × 100 = −2.
    expect(filtered.summary).toEqual({ total_allocation: 2_000_000, total_value_accomplished: 160_000, total_target_value_accomplished: 200_000, overall_accomplishment: 8, overall_target: 10, overall_slippage: -2 });
    const both = (await get(office.viewer, `reports/projects/projects-accomplishment-report/2024?as_of=${AS_OF}&fund_sources=Fund%20A,Fund%20B`)).json();
    expect(both.summary).toEqual(body.summary);
  });

  apiTest('accomplishment summary by fund source', async ({ api, office }) => {
    const { get } = financeCalls(api);
    await smallOffice(api, office);
    const response = await get(office.viewer, `reports/projects/accomplishment-summary-report/2024?as_of=${AS_OF}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.rows).toEqual([
      // Fund A: 4,000,000; value 120 + 240 = 360,000 → 9 %; target 200 + 300 = 500,000 → 12.5 %; 9 − 12.5 = −3.5.
      { fund_source: 'Fund A', allocation: 4_000_000, value_accomplished: 360_000, number_of_projects: 2, target_value_accomplished: 500_000, target_accomplishment: 12.5, accomplishment: 9, slippage: -3.5 },
      { fund_source: 'Fund B', allocation: 2_000_000, value_accomplished: 160_000, number_of_projects: 1, target_value_accomplished: 200_000, target_accomplishment: 10, accomplishment: 8, slippage: -2 },
    ]);
    expect(body.summary).toMatchObject({ allocation: 6_000_000, value_accomplished: 520_000, target_value_accomplished: 700_000, number_of_projects: 3 });
    expect(body.summary.slippage).toBeCloseTo(-3, 10); // 8.6667 − 11.6667
  });

  apiTest('project detailed report: the project, its contracts whole, its expenditures obligated ≤ T', async ({ api, office }) => {
    const { get } = financeCalls(api);
    const ids = await smallOffice(api, office);
    const response = await get(office.viewer, `reports/projects/detailed-report/${ids.pa1}?as_of=${AS_OF}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: ids.pa1,
      name: 'PA1',
      as_of: AS_OF,
      implementation_year: 2024,
      fund_source: 'Fund A',
      allocation: 1_000_000,
      total_expenditure: 100_000,
      accomplishment: 12,
      target_accomplishment: 20,
      slippage: -8,
    });
    expect(body.expenditures).toEqual([{ source_name: expect.stringMatching(/^Contract Works/), amount: 100_000 }]);
    expect(body.contracts.map((c: { contract_number: string }) => c.contract_number)).toEqual(['C1']);
    // As of 2024-03-01 both expenditures count: 150,000. Day 61: C1 target 61 %.
    const later = (await get(office.viewer, `reports/projects/detailed-report/${ids.pa1}?as_of=2024-03-01`)).json();
    expect(later.total_expenditure).toBe(150_000);
    expect(later.contracts[0].target_accomplishment).toBeCloseTo(61, 10);
    // PA2's contract is C2 whole (Php 1,000,000.00), with PA2's share.
    const pa2 = (await get(office.viewer, `reports/projects/detailed-report/${ids.pa2}?as_of=${AS_OF}`)).json();
    expect(pa2.contracts[0]).toMatchObject({ contract_number: 'C2', revised_contract_amount: 1_000_000, value_accomplished_share: 240_000 });
  });

  apiTest('the Excel file of the accomplishment report reads back', async ({ api, office }) => {
    const ids = await smallOffice(api, office);
    void ids;
    const response = await api.request({
      method: 'GET',
      url: `/api/reports/projects/excel-projects-accomplishment-report/2024?as_of=${AS_OF}&user_id=999&fund_sources=Fund%20A`,
      token: office.viewer.access,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(String(response.headers['content-disposition'])).toContain('Projects Accomplishment Report CY 2024');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const find = (label: string) => rows.find((row) => String(row[0] ?? '').trim() === label);
    expect(find('Fund A')).toBeDefined();
    expect(find('Fund B')).toBeUndefined();
    // PA1: allocation, —, —, target 20, actual 12, slippage −8, value 120,000, target value 200,000, spent 100,000.
    expect(find('PA1')!.slice(2)).toEqual([1_000_000, undefined, undefined, 20, 12, -8, 120_000, 200_000, 100_000]);
    expect(find('C2')!.slice(3, 10)).toEqual([1_000_000, 1_000_000, 50, 40, -10, 240_000, 300_000]);
    expect(find('Total Allocation')![1]).toBe(4_000_000);
    expect(find('Overall Slippage')![1]).toBeCloseTo(-3.5, 10); // (360 − 500) / 4000 × 100
    expect(sheet.getCell(`C${rows.findIndex((row) => row[0] === 'PA1') + 1}`).numFmt).toBe('"Php "#,##0.00');

    // Printed as handed in: A4 landscape fitted to the width, the header on every page, bordered cells.
    expectPrintSetup(sheet, '5:5');
    for (const address of ['A5', 'K5', 'A6', 'C7', 'J10']) expectBordered(sheet, address);
    // The totals row under the table: the project lines summed (PA1 + PA2; a contract line is a share of its
    // project's value, not added again) and the summary's own overall percentages.
    const totalRow = Array.from({ length: 20 }, (_, index) => index + 1).find((n) => sheet.getCell(`A${n}`).value === 'Total');
    expect(totalRow).toBe(11); // header 5, Fund A, PA1, C1, PA2, C2
    // Allocation 1,000,000 + 3,000,000; target 500 / 4,000 = 12.5 %; actual 360 / 4,000 = 9 %; slippage −3.5 %;
    // value 120,000 + 240,000 (PA2's 3/5 share of C2's 400,000); target value 200,000 + 300,000; spent 100,000 + 0.
    expect(['C', 'F', 'G', 'H', 'I', 'J', 'K'].map((column) => sheet.getCell(`${column}${totalRow}`).value)).toEqual([
      4_000_000, 12.5, 9, -3.5, 360_000, 500_000, 100_000,
    ]);
    expect(sheet.getCell(`I${totalRow}`).numFmt).toBe('"Php "#,##0.00');
    expect(sheet.getCell(`F${totalRow}`).numFmt).toBe('0.00"%"');
    expect(sheet.getCell(`A${totalRow}`).font?.bold).toBe(true);
    expectBordered(sheet, `K${totalRow}`);
  });

  apiTest('tenancy, bad input and sign-in', async ({ api, office, otherOffice }) => {
    const { get } = financeCalls(api);
    const ids = await smallOffice(api, office);
    expect((await get(otherOffice.holder, `reports/projects/detailed-report/${ids.pa1}`)).statusCode).toBe(404);
    const theirs = (await get(otherOffice.holder, 'reports/projects/projects-accomplishment-report/2024')).json();
    expect(theirs.report).toEqual({});
    expect(theirs.summary.total_allocation).toBe(0);
    expect((await get(otherOffice.holder, 'reports/projects/accomplishment-summary-report/2024')).json().rows).toEqual([]);
    expect((await get(otherOffice.holder, 'reports/summaries/overall-scurve/2024')).json().original_projected_scurve).toEqual([]);

    for (const url of [
      'reports/projects/projects-accomplishment-report/2024?as_of=2024-02-30',
      'reports/projects/accomplishment-summary-report/2024?as_of=yesterday',
      `reports/projects/detailed-report/${ids.pa1}?as_of=20240219`,
      'reports/projects/excel-projects-accomplishment-report/2024?as_of=x',
    ]) {
      const response = await get(office.viewer, url);
      expect(response.statusCode, url).toBe(400);
    }
    for (const url of [
      'reports/projects/projects-accomplishment-report/abc',
      'reports/projects/accomplishment-summary-report/20245',
      'reports/projects/detailed-report/x',
      'reports/projects/detailed-report/99999999999',
      'reports/projects/detailed-report/2147483647',
      'reports/summaries/overall-scurve/-1',
    ]) {
      expect((await get(office.viewer, url)).statusCode, url).toBe(404);
    }
    for (const url of ['reports/projects/projects-accomplishment-report/2024', 'reports/projects/detailed-report/1', 'reports/summaries/overall-scurve/2024', 'reports/projects/excel-projects-accomplishment-report/2024']) {
      expect((await api.request({ method: 'GET', url: `/api/${url}` })).statusCode, url).toBe(401);
    }
    // Trailing slash; as_of defaults to today.
    expect((await get(office.viewer, 'reports/projects/accomplishment-summary-report/2024/')).statusCode).toBe(200);
  });
});

describe('GET reports/summaries/overall-scurve/{year}', () => {
  apiTest('weights the contracts by original amount on one axis', async ({ api, office }) => {
    const { get } = financeCalls(api);
    await smallOffice(api, office);
    const response = await get(office.viewer, 'reports/summaries/overall-scurve/2024');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ year: 2024, start_date: '2024-01-01', total_original_amount: 1_400_000, number_of_contracts: 2 });
    const at = (curve: { day: number; accomplishment: number }[], day: number) => curve.find((point) => point.day === day)!.accomplishment;
    // Both original curves read t % on day t, so the weighted one does too.
    expect(at(body.original_projected_scurve, 50)).toBeCloseTo(50, 10);
    expect(at(body.revised_projected_scurve, 100)).toBeCloseTo(100, 10);
    expect(body.original_projected_scurve).toHaveLength(101); // days 0..100
    // Actual (steps): day 35 only C1's 30 % → 400,000 × 30 / 1,400,000 = 8.5714; day 41 + C2's 40 % → (12 + 40) / 1.4 = 37.1429.
    expect(at(body.actual_accomplishment_scurve, 31)).toBe(0);
    expect(at(body.actual_accomplishment_scurve, 35)).toBeCloseTo(8.571429, 5);
    expect(at(body.actual_accomplishment_scurve, 41)).toBeCloseTo(37.142857, 5);
  });
});

/* eslint-disable @typescript-eslint/no-explicit-any -- the fixture is plain JSON read by key. */
describe('the reference office (test-fixtures/reference-office)', () => {
  apiTest('project reports and the overall S-curve agree with expected.json', { timeout: 240_000 }, async ({ api, office }) => {
    const { get } = financeCalls(api);
    await makeSuperuser(api, office.holder);
    const loaded = await loadReferenceOffice(api, office.holder);
    const money = (actual: number, expected: number, label: string) => expect(actual, label).toBe(expected);

    for (const asOf of ['2024-06-30', '2024-12-31']) {
      const expected = referenceExpected.as_of[asOf];
      for (const project of expected.project_detailed_reports) {
        const label = `${asOf} project ${project.project_id}`;
        const response = await get(office.viewer, `reports/projects/detailed-report/${loaded.projectIds.get(project.project_id)}?as_of=${asOf}`);
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json();
        expect(body.name, label).toBe(project.name);
        expect(body.fund_source, label).toBe(project.fund_source);
        money(body.allocation, project.allocation, `${label} allocation`);
        money(body.total_expenditure, project.total_expenditure, `${label} total_expenditure`);
        expect(body.expenditures, `${label} expenditures`).toEqual(
          [...project.expenditures].sort((a: { source_name: string }, b: { source_name: string }) => a.source_name.localeCompare(b.source_name)),
        );
        money(body.value_accomplished, project.value_accomplished, `${label} value`);
        money(body.target_value_accomplished, project.target_value_accomplished, `${label} target value`);
        expectPercent(body.accomplishment, project.accomplishment, `${label} accomplishment`);
        expectPercent(body.target_accomplishment, project.target_accomplishment, `${label} target`);
        expectPercent(body.slippage, project.slippage, `${label} slippage`);
        expect(body.contracts.map((c: { contract_number: string }) => c.contract_number), label).toEqual(
          project.contracts.map((c: { contract_number: string }) => c.contract_number),
        );
        project.contracts.forEach((contract: Record<string, number>, i: number) => {
          money(body.contracts[i].revised_contract_amount, contract.revised_contract_amount!, `${label} ${contract.contract_number} revised`);
          expectPercent(body.contracts[i].target_accomplishment, contract.target_accomplishment!, `${label} ${contract.contract_number} target`);
          expectPercent(body.contracts[i].actual_accomplishment, contract.actual_accomplishment!, `${label} ${contract.contract_number} actual`);
        });
      }

      const report = (await get(office.viewer, `reports/projects/projects-accomplishment-report/2024?as_of=${asOf}`)).json();
      const expectedReport = expected.projects_accomplishment_report;
      expect(Object.keys(report.report)).toEqual(Object.keys(expectedReport.report));
      for (const [fund, projects] of Object.entries<Record<string, unknown>[]>(expectedReport.report)) {
        // The product lists a fund source's projects by name, the fixture by id: matched by name.
        expect(report.report[fund].map((p: { name: string }) => p.name).sort()).toEqual(projects.map((p) => p.name).sort());
        projects.forEach((project: Record<string, any>) => {
          const got = report.report[fund].find((p: { name: string }) => p.name === project.name);
          const label = `${asOf} report ${project.name}`;
          money(got.total_expenditure, project.total_expenditure, `${label} total_expenditure`);
          money(got.value_accomplished, project.value_accomplished, `${label} value`);
          money(got.target_value_accomplished, project.target_value_accomplished, `${label} target value`);
          expectPercent(got.accomplishment, project.accomplishment, `${label} accomplishment`);
          expectPercent(got.target_accomplishment, project.target_accomplishment, `${label} target`);
          project.contracts.forEach((contract: Record<string, any>, j: number) => {
            const c = got.contracts[j];
            expect(c.contract_number).toBe(contract.contract_number);
            money(c.original_contract_amount, contract.original_contract_amount, `${label} ${contract.contract_number} original`);
            money(c.revised_contract_amount, contract.revised_contract_amount, `${label} ${contract.contract_number} revised`);
            expectPercent(c.slippage, contract.slippage, `${label} ${contract.contract_number} slippage`);
            money(c.value_accomplished_share, contract.value_accomplished_share, `${label} ${contract.contract_number} value share`);
            money(c.target_value_accomplished_share, contract.target_value_accomplished_share, `${label} ${contract.contract_number} target share`);
          });
        });
      }
      const s = expectedReport.summary;
      money(report.summary.total_allocation, s.total_allocation, `${asOf} summary allocation`);
      money(report.summary.total_value_accomplished, s.total_value_accomplished, `${asOf} summary value`);
      money(report.summary.total_target_value_accomplished, s.total_target_value_accomplished, `${asOf} summary target value`);
      expectPercent(report.summary.overall_accomplishment, s.overall_accomplishment, `${asOf} overall`);
      expectPercent(report.summary.overall_target, s.overall_target, `${asOf} overall target`);
      expectPercent(report.summary.overall_slippage, s.overall_slippage, `${asOf} overall slippage`);

      const summary = (await get(office.viewer, `reports/projects/accomplishment-summary-report/2024?as_of=${asOf}`)).json();
      const expectedSummary = expected.accomplishment_summary_by_fund_source;
      const compareRow = (got: Record<string, number>, want: Record<string, number>, label: string) => {
        for (const key of ['allocation', 'value_accomplished', 'target_value_accomplished', 'number_of_projects'] as const) money(got[key]!, want[key]!, `${label} ${key}`);
        for (const key of ['accomplishment', 'target_accomplishment', 'slippage'] as const) expectPercent(got[key]!, want[key]!, `${label} ${key}`);
      };
      expect(summary.rows.map((r: { fund_source: string }) => r.fund_source)).toEqual(expectedSummary.rows.map((r: { fund_source: string }) => r.fund_source));
      expectedSummary.rows.forEach((row: Record<string, number>, i: number) => compareRow(summary.rows[i], row, `${asOf} ${row.fund_source}`));
      compareRow(summary.summary, expectedSummary.summary, `${asOf} summary total`);

      // The fund-source filter: one fund source alone gives that fund source's row.
      const one = expectedSummary.rows[1];
      const filtered = (await get(office.viewer, `reports/projects/projects-accomplishment-report/2024?as_of=${asOf}&fund_sources=${encodeURIComponent(one.fund_source)}`)).json();
      expect(Object.keys(filtered.report)).toEqual([one.fund_source]);
      money(filtered.summary.total_value_accomplished, one.value_accomplished, `${asOf} filtered value`);
    }

    const curve = (await get(office.viewer, 'reports/summaries/overall-scurve/2024')).json();
    const expectedCurve = referenceExpected.overall_s_curve;
    expect(curve.start_date).toBe(expectedCurve.axis_start);
    expect(curve.total_original_amount).toBe(expectedCurve.total_original_amount);
    const dayOf = (date: string) => (Date.parse(date) - Date.parse(curve.start_date)) / 86_400_000 + 1;
    const read = (line: { day: number; accomplishment: number }[], day: number) => {
      const point = line.find((p) => p.day === day) ?? line[line.length - 1]!; // past its end a line stays level
      return point.accomplishment;
    };
    for (const point of expectedCurve.points) {
      const day = dayOf(point.date);
      expectPercent(read(curve.original_projected_scurve, day), point.original, `overall original ${point.date}`);
      expectPercent(read(curve.revised_projected_scurve, day), point.revised, `overall revised ${point.date}`);
      expectPercent(read(curve.actual_accomplishment_scurve, day), point.actual, `overall actual ${point.date}`);
    }
    void referenceOffice;
  });
});
