import { centavos, contractUpdateMessages, isoDate, refusalFor, todayInManila, type IsoDate } from '@subaybay/domain';
import { workedExampleTimeElapsed } from '@subaybay/domain/test-support';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { contractors } from '../src/db/schema/contractors.js';
import { activityLogs } from '../src/db/schema/activity-logs.js';
import { contractProjects, contracts } from '../src/db/schema/projects.js';
import { apiTest } from './helpers/api-test.js';
import {
  countQueries,
  insertAccomplishmentNodes,
  insertBillings,
  insertScheduleNodes,
  insertSuspension,
  insertTimeExtension,
  insertVariationOrder,
} from './helpers/contract-records.js';
import type { Office } from './helpers/factories.js';
import { unique } from './helpers/factories.js';
import { financeCalls, makeSuperuser } from './helpers/finance.js';
import { insertContract, insertProject } from './helpers/records.js';
import type { TestApp } from './helpers/test-app.js';

/** DOMAIN.md's worked example, written straight to the database. */
async function workedExample(api: TestApp, office: Office, values: { projectInChargeId?: number; projectId?: number } = {}) {
  const contractId = await insertContract(api, office.accountId, {
    startDate: '2024-01-01',
    duration: 100,
    amount: centavos(1_000_000_00),
    ...values,
  });
  await insertScheduleNodes(api, office.accountId, contractId, [
    ['2024-02-19', 40],
    ['2024-04-09', 100],
  ]);
  await insertSuspension(api, office.accountId, contractId, '2024-01-31', '2024-02-10');
  await insertTimeExtension(api, office.accountId, contractId, 15, '2024-02-20');
  await insertAccomplishmentNodes(api, office.accountId, contractId, [
    ['2024-01-20', 10],
    ['2024-02-25', 35],
  ]);
  return contractId;
}

async function addContractor(api: TestApp, accountId: number, name = `Builders ${unique()} Corp.`) {
  const [row] = await api.db
    .insert(contractors)
    .values({ accountId, name, officeAddress: 'Km 112 MacArthur Highway, Tarlac City' })
    .returning({ id: contractors.id });
  return row!.id;
}

describe('contract details', () => {
  apiTest("DOMAIN.md's worked example, number for number, as of 2024-03-01", async ({ api, office }) => {
    const { get } = financeCalls(api);
    const contractId = await workedExample(api, office);
    const response = await get(office.viewer, `contracts/details/${contractId}?as_of=2024-03-01`);
    expect(response.statusCode).toBe(200);
    const details = response.json();
    expect(details).toMatchObject({
      id: contractId,
      ...workedExampleTimeElapsed,
      approved_time_extension: { number_of_time_extension: 1, total_duration: 15 },
      actual_accomplishment: 35,
      slippage_band: 'early_warning',
      status: 'ongoing',
      suspended: false,
      completion_date: null,
      original_contract_amount: 1_000_000,
      revised_contract_amount: 1_000_000,
      variation_order_warning: null,
      value_accomplished: 350_000,
      contractor: null,
      project_in_charge: null,
    });
    expect(details.target_accomplishment).toBeCloseTo(41.2, 10);
    expect(details.original_target_accomplishment).toBeCloseTo(53.2, 10);
    expect(details.slippage).toBeCloseTo(-6.2, 10);
    expect(details.percent_time_elapsed.toFixed(2)).toBe('44.35');
    expect(details.target_value_accomplished).toBe(412_000);
    expect(details.projects).toHaveLength(1);
    expect(details.fund_source).toMatch(/^Fund /);

    // As of T: an extension approved after T does not count yet.
    const before = (await get(office.viewer, `contracts/details/${contractId}?as_of=2024-02-19`)).json();
    expect(before.approved_time_extension).toEqual({ number_of_time_extension: 0, total_duration: 0 });
    expect(before.expiry_date_due_to_time_extensions).toBe('2024-04-19');
  });

  apiTest('the S-curve and the Statement of Time Elapsed of the worked example', async ({ api, office }) => {
    const { get } = financeCalls(api);
    const contractId = await workedExample(api, office);
    const curve = (await get(office.viewer, `contracts/${contractId}/scurve?as_of=2024-03-01`)).json();
    expect(curve.as_of).toBe('2024-03-01');
    expect(curve.original_projected).toEqual([
      { day: 0, accomplishment: 0 },
      { day: 50, accomplishment: 40 },
      { day: 100, accomplishment: 100 },
    ]);
    expect(curve.revised_projected.map((p: { day: number; accomplishment: number }) => [p.day, p.accomplishment])).toEqual([
      [0, 0],
      [30, 24],
      [40, 24],
      [60, 40],
      [110, 100],
    ]);
    expect(curve.actual_accomplishment).toEqual([
      { day: 0, accomplishment: 0 },
      { day: 20, accomplishment: 10 },
      { day: 56, accomplishment: 35 },
      { day: 61, accomplishment: 35 },
    ]);
    const elapsed = (await get(office.viewer, `contracts/${contractId}/time-elapsed?as_of=2024-03-01`)).json();
    expect(elapsed).toMatchObject({
      calendar_days_elapsed: 61,
      days_suspended: 10,
      contract_time_elapsed: 51,
      time_extension_days: 15,
      revised_contract_time: 115,
      expiry_date_due_to_time_extensions: '2024-05-04',
    });
    expect(elapsed.percent_time_elapsed).toBeCloseTo(44.3478, 4);
  });

  apiTest('as_of defaults to today in Manila; a bad as_of is a 400; another office gets 404', async ({ api, office, otherOffice }) => {
    const { get } = financeCalls(api);
    const contractId = await workedExample(api, office);
    const today = (await get(office.viewer, `contracts/details/${contractId}`)).json();
    expect(today.as_of).toBe(todayInManila(new Date()));
    for (const path of [`contracts/details/${contractId}`, `contracts/${contractId}/scurve`, `contracts/${contractId}/time-elapsed`]) {
      for (const bad of ['2024-02-30', 'yesterday', '2024-3-1']) {
        const response = await get(office.viewer, `${path}?as_of=${bad}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors.as_of).toBeDefined();
      }
      expect((await get(otherOffice.holder, `${path}?as_of=2024-03-01`)).statusCode).toBe(404);
    }
    for (const path of [`contracts/${contractId}`, `contracts/${contractId}/projects`]) {
      expect((await get(otherOffice.holder, path)).statusCode).toBe(404);
    }
    for (const id of ['0', 'abc', '99999999999', '2147483647']) {
      expect((await get(office.viewer, `contracts/details/${id}`)).statusCode).toBe(404);
    }
  });

  apiTest('legacy records that break the rules answer 400 naming the record, never NaN or 500', async ({ api, office }) => {
    const { get } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId);
    // A decreasing schedule, as an import could leave it.
    await insertScheduleNodes(api, office.accountId, contractId, [
      ['2024-02-19', 60],
      ['2024-04-09', 40],
    ]);
    const response = await get(office.viewer, `contracts/details/${contractId}?as_of=2024-03-01`);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/^Schedule node of 2024-04-09: Schedule 40% is lower than the 60% of 2024-02-19/);
    expect((await get(office.viewer, `contracts/${contractId}/scurve?as_of=2024-03-01`)).statusCode).toBe(400);

    const other = await insertContract(api, office.accountId);
    await insertSuspension(api, office.accountId, other, '2023-12-01', '2023-12-05');
    const suspended = await get(office.viewer, `contracts/details/${other}?as_of=2024-03-01`);
    expect(suspended.statusCode).toBe(400);
    expect(suspended.json().detail).toContain('Suspension order of 2023-12-01');
  });

  apiTest("legacy records the write-time rules refuse are refused by the engine with the same sentence: a suspension on the previous one's resume date or after completion", async ({ api, office }) => {
    const { get } = financeCalls(api);
    // The case of DOMAIN.md: start 2024-01-01, 100 days; suspended 2024-01-31, resumed 2024-02-10, suspended again 2024-02-10.
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01', duration: 100 });
    await insertSuspension(api, office.accountId, contractId, '2024-01-31', '2024-02-10');
    await insertSuspension(api, office.accountId, contractId, '2024-02-10', '2024-02-20');
    const response = await get(office.viewer, `contracts/details/${contractId}?as_of=2024-03-01`);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(
      'Suspension order of 2024-02-10: The suspension date 2024-02-10 is the resume date of the suspension from 2024-01-31 to 2024-02-10; ' +
        'the resumed work must run at least one day before the contract is suspended again.',
    );

    // A suspension after the contract's completion date (the database refuses a 0-day extension itself).
    const completed = await insertContract(api, office.accountId, { startDate: '2024-01-01', duration: 100 });
    await insertAccomplishmentNodes(api, office.accountId, completed, [['2024-01-20', 100]]);
    await insertSuspension(api, office.accountId, completed, '2024-02-01', '2024-02-05');
    const afterCompletion = await get(office.viewer, `contracts/${completed}/time-elapsed?as_of=2024-03-01`);
    expect(afterCompletion.statusCode).toBe(400);
    expect(afterCompletion.json().detail).toBe(
      "Suspension order of 2024-02-01: The suspension date 2024-02-01 is after the contract's completion date 2024-01-20.",
    );
  });

  apiTest('Contract Details answers in a handful of queries, whatever the number of records', async ({ api, office }) => {
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01', duration: 400 });
    await insertScheduleNodes(
      api,
      office.accountId,
      contractId,
      Array.from({ length: 60 }, (_, i) => [isoDate(new Date(Date.UTC(2024, 0, 2 + i * 6)).toISOString().slice(0, 10)), (i + 1) * (100 / 60)] as [IsoDate, number]),
    );
    await insertAccomplishmentNodes(
      api,
      office.accountId,
      contractId,
      Array.from({ length: 30 }, (_, i) => [isoDate(new Date(Date.UTC(2024, 0, 2 + i * 3)).toISOString().slice(0, 10)), i + 1] as [IsoDate, number]),
    );
    for (const [start, end] of [
      ['2024-04-10', '2024-04-15'],
      ['2024-05-10', '2024-05-15'],
      ['2024-06-10', '2024-06-15'],
    ] as const) {
      await insertSuspension(api, office.accountId, contractId, start, end);
    }
    await insertBillings(
      api,
      office.accountId,
      contractId,
      Array.from({ length: 20 }, (_, i) => [isoDate(new Date(Date.UTC(2024, 0, 5 + i * 5)).toISOString().slice(0, 10)), centavos(10_000_00)] as [IsoDate, ReturnType<typeof centavos>]),
    );
    const { get } = financeCalls(api);
    const { result, queries } = await countQueries(api, () => get(office.viewer, `contracts/details/${contractId}?as_of=2024-12-31`));
    expect(result.statusCode).toBe(200);
    expect(result.json().days_suspended).toBe(15);
    // The sign-in check, the contract, its projects and one query per record kind.
    expect(queries).toBeGreaterThanOrEqual(8);
    expect(queries).toBeLessThanOrEqual(10);
  });

  apiTest('the contract page reads the records once: the details carry the S-curve the chart draws', async ({ api, office }) => {
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01', duration: 100 });
    await insertScheduleNodes(api, office.accountId, contractId, [['2024-02-19', 40], ['2024-04-09', 100]]);
    await insertAccomplishmentNodes(api, office.accountId, contractId, [['2024-01-20', 10], ['2024-02-25', 35]]);
    await insertSuspension(api, office.accountId, contractId, '2024-01-31', '2024-02-10');
    const { get } = financeCalls(api);
    const page = await countQueries(api, () => get(office.viewer, `contracts/details/${contractId}?as_of=2024-03-01`));
    // The spec's S-curve path still answers the same curves on its own (what the page called as well before).
    const chart = await countQueries(api, () => get(office.viewer, `contracts/${contractId}/scurve?as_of=2024-03-01`));
    expect(page.result.statusCode).toBe(200);
    expect(chart.result.statusCode).toBe(200);
    const { as_of: chartAsOf, ...curves } = chart.result.json();
    expect(chartAsOf).toBe(page.result.json().as_of);
    expect(page.result.json().s_curve).toEqual(curves);
    expect(curves.revised_projected.length).toBeGreaterThan(2);
    // One call for the page: the sign-in check, the contract, its projects and one query per record kind
    // (9 here). Before, the page made this call and the S-curve's (5 more: the sign-in check, the contract and
    // the schedule, accomplishments and suspensions read a second time), 14 with the two sign-in checks.
    expect(page.queries).toBeLessThanOrEqual(10);
    expect(chart.queries).toBeGreaterThanOrEqual(4);
  });

  apiTest('the year list costs the same number of queries for 2 contracts as for 20', async ({ api, office }) => {
    const { get } = financeCalls(api);
    const year = 2031;
    const projectId = await insertProject(api, office.accountId, { implementationYear: year });
    async function addContracts(count: number) {
      for (let i = 0; i < count; i++) {
        const contractId = await insertContract(api, office.accountId, { projectId });
        await insertScheduleNodes(api, office.accountId, contractId, [['2024-02-19', 40], ['2024-04-09', 100]]);
        await insertAccomplishmentNodes(api, office.accountId, contractId, [['2024-01-20', 10]]);
        await insertSuspension(api, office.accountId, contractId, '2024-01-31', '2024-02-10');
      }
    }
    await addContracts(2);
    const few = await countQueries(api, () => get(office.viewer, `contracts/year/${year}`));
    expect(few.result.json()).toHaveLength(2);
    await addContracts(18);
    const many = await countQueries(api, () => get(office.viewer, `contracts/year/${year}`));
    expect(many.result.json()).toHaveLength(20);
    expect(few.queries).toBeGreaterThan(0);
    expect(many.queries).toBe(few.queries);
    expect(many.queries).toBeLessThanOrEqual(10);
  });
});

describe('contract lists', () => {
  apiTest('years, year, contractor, completed, ongoing and monitored lists', async ({ api, office, otherOffice }) => {
    const { get } = financeCalls(api);
    const p2025 = await insertProject(api, office.accountId, { implementationYear: 2025 });
    const p2026 = await insertProject(api, office.accountId, { implementationYear: 2026 });
    const contractorId = await addContractor(api, office.accountId, 'Tarlac Builders and Development Corp.');
    const ongoing = await workedExample(api, office, { projectId: p2025, projectInChargeId: office.inspector.id });
    const completed = await insertContract(api, office.accountId, { projectId: p2025, amount: centavos(500_000_00) });
    await insertAccomplishmentNodes(api, office.accountId, completed, [['2024-01-10', 100]]);
    await api.db.insert(contractProjects).values({ accountId: office.accountId, contractId: completed, projectId: p2026 });
    await api.db.update(contracts).set({ contractorId }).where(eq(contracts.id, completed));
    const suspended = await insertContract(api, office.accountId, { projectId: p2026, startDate: '2024-01-01' });
    await insertSuspension(api, office.accountId, suspended, '2024-02-01');

    const years = (await get(office.viewer, 'contracts/years')).json();
    expect(years['2025']).toEqual({ number: 2, amount: 1_500_000 });
    expect(years['2026']).toEqual({ number: 2, amount: 1_500_000 });

    const of2025 = (await get(office.viewer, 'contracts/year/2025')).json();
    expect(of2025.map((row: { id: number }) => row.id).sort()).toEqual([ongoing, completed].sort());
    const ongoingRow = of2025.find((row: { id: number }) => row.id === ongoing);
    expect(ongoingRow).toMatchObject({
      status: 'ongoing',
      accomplishment: 35,
      expiration_date: '2024-04-09',
      revised_expiration_date: '2024-05-04',
      project_in_charge_id: office.inspector.id,
      implementation_years: [2025],
      slippage_band: expect.any(String),
    });
    expect(ongoingRow.system).toEqual({ name: expect.stringMatching(/^System /), municipality: expect.any(String), province: expect.any(String) });
    const completedRow = of2025.find((row: { id: number }) => row.id === completed);
    expect(completedRow).toMatchObject({ status: 'completed', contractor: 'Tarlac Builders and Development Corp.', implementation_years: [2025, 2026] });

    expect((await get(office.viewer, 'contracts/completed/2025')).json().map((row: { id: number }) => row.id)).toEqual([completed]);
    expect((await get(office.viewer, 'contracts/ongoing/2025')).json().map((row: { id: number }) => row.id)).toEqual([ongoing]);
    const ongoing2026 = (await get(office.viewer, 'contracts/ongoing/2026')).json();
    expect(ongoing2026.map((row: { id: number; status: string; suspended: boolean }) => [row.id, row.status, row.suspended])).toEqual([
      [suspended, 'suspended', true],
    ]);
    const byContractor = (await get(office.viewer, 'contracts/year/2026/contractor/tarlac_builders_and_development_corp.')).json();
    expect(byContractor.map((row: { id: number }) => row.id)).toEqual([completed]);
    expect((await get(office.viewer, 'contracts/year/2026/contractor/Nobody')).json()).toEqual([]);

    const monitored = (await get(office.viewer, `contracts/monitored/2025/${office.inspector.id}`)).json();
    expect(monitored.map((row: { id: number }) => row.id)).toEqual([ongoing]);
    expect((await get(office.viewer, `contracts/monitored/2026/${office.inspector.id}`)).json()).toEqual([]);
    expect((await get(office.viewer, `contracts/monitored/2025/${otherOffice.inspector.id}`)).statusCode).toBe(404);

    // Another office sees none of it; a year that is not a year is a 404.
    expect((await get(otherOffice.viewer, 'contracts/years')).json()).toEqual({});
    expect((await get(otherOffice.viewer, 'contracts/year/2025')).json()).toEqual([]);
    expect((await get(office.viewer, 'contracts/year/20x5')).statusCode).toBe(404);
    expect((await get(office.viewer, 'contracts/completed/-1')).statusCode).toBe(404);
    expect((await api.request({ method: 'GET', url: '/api/contracts/years' })).statusCode).toBe(401);
  });
});

describe('contract update', () => {
  const details = (overrides: object = {}) => ({
    contract_id: `NIAR3-${unique()}`,
    contract_description: 'Canal lining',
    amount: 1_234_567.89,
    start_date: '2024-01-01',
    duration: 120,
    location: 'Capas, Tarlac',
    ...overrides,
  });

  apiTest('admins and the project in charge update the basic details; others get 403', async ({ api, office }) => {
    const { put, get } = financeCalls(api);
    const contractId = await workedExample(api, office, { projectInChargeId: office.inspector.id });
    const payload = details();
    const updated = await put(office.holder, `contracts/update/${contractId}/`, payload);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      id: contractId,
      contract_id: payload.contract_id,
      contract_number: payload.contract_id,
      contract_description: 'Canal lining',
      amount: 1_234_567.89,
      start_date: '2024-01-01',
      duration: 120,
      location: 'Capas, Tarlac',
      contractor: null,
      project_in_charge: { id: office.inspector.id, first_name: expect.any(String), last_name: expect.any(String) },
    });
    expect((await get(office.viewer, `contracts/${contractId}`)).json()).toEqual(updated.json());
    const logged = await api.db.select().from(activityLogs).where(eq(activityLogs.accountId, office.accountId));
    expect(logged.map((row) => row.action)).toContain(`Update contract: ${payload.contract_id}`);

    expect((await put(office.inspector, `contracts/update/${contractId}/`, details())).statusCode).toBe(200);
    for (const user of [office.viewer, office.accountant]) {
      const refused = await put(user, `contracts/update/${contractId}/`, details());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe(refusalFor('contracts.update'));
    }
    await makeSuperuser(api, office.viewer);
    expect((await put(office.viewer, `contracts/update/${contractId}/`, details())).statusCode).toBe(200);
  });

  apiTest('bad input, a taken contract number, another office, and a start date after existing records', async ({ api, office, otherOffice }) => {
    const { put } = financeCalls(api);
    const contractId = await workedExample(api, office);
    const required = await put(office.holder, `contracts/update/${contractId}/`, { contract_id: '', amount: null });
    expect(required.statusCode).toBe(400);
    expect(required.json().errors).toMatchObject({ contract_id: ['This field is required.'], amount: ['This field is required.'] });
    expect((await put(office.holder, `contracts/update/${contractId}/`, details({ duration: 0 }))).statusCode).toBe(400);
    expect((await put(office.holder, `contracts/update/${contractId}/`, details({ amount: -5 }))).statusCode).toBe(400);
    expect((await put(office.holder, `contracts/update/${contractId}/`, [1, 2])).statusCode).toBe(400);

    const takenNumber = `TAKEN-${unique()}`;
    await insertContract(api, office.accountId, { contractNumber: takenNumber });
    const duplicate = await put(office.holder, `contracts/update/${contractId}/`, details({ contract_id: takenNumber.toLowerCase() }));
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors.contract_id).toEqual(['A contract with this contract ID already exists.']);

    expect((await put(otherOffice.holder, `contracts/update/${contractId}/`, details())).statusCode).toBe(404);
    expect((await put(office.holder, `contracts/update/abc/`, details())).statusCode).toBe(404);

    // The schedule starts 2024-02-19: the effectivity cannot move after it.
    const moved = await put(office.holder, `contracts/update/${contractId}/`, details({ start_date: '2024-02-01' }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().detail).toMatch(/^The start date cannot be 2024-02-01 with the records this contract already has\. .*before the contract effectivity date 2024-02-01/);
    expect((await put(office.holder, `contracts/update/${contractId}/`, details({ start_date: '2023-12-01' }))).statusCode).toBe(200);
  });

  apiTest('refuses an amount below what is billed and a start date after a billing, as the figures would', async ({ api, office }) => {
    const { put, get } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01', amount: centavos(1_000_000_00) });
    await insertBillings(api, office.accountId, contractId, [['2024-01-15', centavos(600_000_00)]]);
    const lower = await put(office.holder, `contracts/update/${contractId}/`, details({ amount: 500_000 }));
    expect(lower.statusCode).toBe(400);
    expect(lower.json().errors.amount[0]).toMatch(/^The amount cannot be Php 500,000.00 with the records this contract already has\. .*below the Php 600,000.00 already billed/);
    const later = await put(office.holder, `contracts/update/${contractId}/`, details({ amount: 1_000_000, start_date: '2024-02-01' }));
    expect(later.statusCode).toBe(400);
    expect(later.json().errors.start_date[0]).toBe(
      'The start date cannot be 2024-02-01: this contract has a billing dated 2024-01-15, before it. Correct or delete that record first.',
    );
    expect((await put(office.holder, `contracts/update/${contractId}/`, details({ amount: 600_000 }))).statusCode).toBe(200);
    expect((await get(office.viewer, `contracts/details/${contractId}?as_of=2024-03-01`)).statusCode).toBe(200);
  });

  apiTest('contractor and project in charge: admins only, ids of the office', async ({ api, office, otherOffice }) => {
    const { put } = financeCalls(api);
    const contractId = await workedExample(api, office, { projectInChargeId: office.inspector.id });
    const contractorId = await addContractor(api, office.accountId);
    const foreignContractor = await addContractor(api, otherOffice.accountId);

    const withContractor = await put(office.holder, `contracts/update/${contractId}/`, { contractor_id: contractorId });
    expect(withContractor.statusCode).toBe(200);
    expect(withContractor.json().contractor).toEqual({ id: contractorId, name: expect.stringMatching(/^Builders/) });
    const notOurs = await put(office.holder, `contracts/update/${contractId}/`, { contractor_id: foreignContractor });
    expect(notOurs.statusCode).toBe(400);
    expect(notOurs.json().errors.contractor_id).toEqual([contractUpdateMessages.contractorNotFound]);
    expect((await put(office.holder, `contracts/update/${contractId}/`, { contractor_id: 'x' })).statusCode).toBe(400);
    const byInspector = await put(office.inspector, `contracts/update/${contractId}/`, { contractor_id: contractorId });
    expect(byInspector.statusCode).toBe(403);
    expect(byInspector.json().detail).toBe(refusalFor('contracts.changeContractor'));
    // The legacy form may carry the contractor too; changing it is still an admin's call.
    expect((await put(office.inspector, `contracts/update/${contractId}/`, details({ contractor_id: null }))).statusCode).toBe(403);

    const pic = await put(office.holder, `contracts/update/${contractId}/`, { project_in_charge_id: office.accountant.id });
    expect(pic.statusCode).toBe(200);
    expect(pic.json().project_in_charge.id).toBe(office.accountant.id);
    const foreignPerson = await put(office.holder, `contracts/update/${contractId}/`, { project_in_charge_id: otherOffice.holder.id });
    expect(foreignPerson.statusCode).toBe(400);
    expect(foreignPerson.json().errors.project_in_charge_id).toEqual([contractUpdateMessages.personNotFound]);
    expect((await put(office.holder, `contracts/update/${contractId}/`, { project_in_charge_id: null })).statusCode).toBe(400);
    const byPic = await put(office.accountant, `contracts/update/${contractId}/`, { project_in_charge_id: office.viewer.id });
    expect(byPic.statusCode).toBe(403);
    expect(byPic.json().detail).toBe(refusalFor('contracts.changeProjectInCharge'));
    expect((await put(otherOffice.holder, `contracts/update/${contractId}/`, { contractor_id: foreignContractor })).statusCode).toBe(404);
  });
});

describe('projects of a contract', () => {
  apiTest('lists, adds (a duplicate is a 400) and removes (not the last one)', async ({ api, office, otherOffice }) => {
    const { get, post } = financeCalls(api);
    const first = await insertProject(api, office.accountId, { implementationYear: 2024 });
    const second = await insertProject(api, office.accountId, { implementationYear: 2025 });
    const foreign = await insertProject(api, otherOffice.accountId);
    const contractId = await insertContract(api, office.accountId, { projectId: first, projectInChargeId: office.inspector.id });

    expect((await get(office.viewer, `contracts/${contractId}/projects`)).json()).toEqual([
      { id: first, name: expect.any(String), implementation_year: 2024 },
    ]);
    const added = await post(office.inspector, `contracts/${contractId}/projects/add/`, { project_id: second });
    expect(added.statusCode).toBe(200);
    expect(added.json().map((project: { id: number }) => project.id)).toEqual([first, second]);
    const again = await post(office.holder, `contracts/${contractId}/projects/add/`, { project_id: second });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(contractUpdateMessages.projectAlreadyAdded);
    expect((await post(office.holder, `contracts/${contractId}/projects/add/`, { project_id: foreign })).statusCode).toBe(404);
    const missing = await post(office.holder, `contracts/${contractId}/projects/add/`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe('Project is required.');
    expect((await post(office.viewer, `contracts/${contractId}/projects/add/`, { project_id: second })).statusCode).toBe(403);
    expect((await post(otherOffice.holder, `contracts/${contractId}/projects/add/`, { project_id: foreign })).statusCode).toBe(404);

    const removed = await post(office.holder, `contracts/${contractId}/projects/remove/`, { project_id: first });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().map((project: { id: number }) => project.id)).toEqual([second]);
    const last = await post(office.holder, `contracts/${contractId}/projects/remove/`, { project_id: second });
    expect(last.statusCode).toBe(400);
    expect(last.json().detail).toBe(contractUpdateMessages.lastProject);
    expect((await post(office.holder, `contracts/${contractId}/projects/remove/`, { project_id: first })).statusCode).toBe(404);
    expect((await post(office.accountant, `contracts/${contractId}/projects/remove/`, { project_id: second })).statusCode).toBe(403);
  });
});

describe('variation orders as of T in the details', () => {
  apiTest('the revised amount counts orders effective on or before T, with the 10 % warning', async ({ api, office }) => {
    const { get } = financeCalls(api);
    const contractId = await workedExample(api, office);
    await insertVariationOrder(api, office.accountId, contractId, '2024-03-15', centavos(1_150_000_00));
    const before = (await get(office.viewer, `contracts/details/${contractId}?as_of=2024-03-01`)).json();
    expect(before.revised_contract_amount).toBe(1_000_000);
    expect(before.variation_order_warning).toBeNull();
    const after = (await get(office.viewer, `contracts/details/${contractId}?as_of=2024-03-15`)).json();
    expect(after.revised_contract_amount).toBe(1_150_000);
    expect(after.variation_order_warning).toMatch(/more than 10%/);
  });
});
