import { centavos } from '@subaybay/domain';
import { count, eq, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect } from 'vitest';
import {
  approvedTimeExtensions,
  financialAccomplishments,
  physicalAccomplishments,
  physicalFeatures,
  physicalSchedules,
  resumeOrders,
  suspensionOrders,
  variationOrders,
} from '../src/db/schema/contract-records.js';
import { contracts, projectExpenditures, projects, requestedCash } from '../src/db/schema/projects.js';
import { apiTest } from './helpers/api-test.js';
import { createOffice, type Office } from './helpers/factories.js';
import { financeCalls } from './helpers/finance.js';
import { insertContract, insertExpenditureSource, insertFundSource, insertProject } from './helpers/records.js';
import type { TestApp } from './helpers/test-app.js';

/**
 * Dates that mean something (docs/decisions/014): every date a client sends
 * has a sane range and its relations, each refusal a 400 with a sentence and
 * the field, and nothing written. The clock is fixed so "today" (2024-06-30 in
 * Manila) and "five years from today" are the same on every run.
 */
const TODAY = '2024-06-30';
/** Each test's office is made with the shared app's clock pinned there; it stays pinned for the test. */
const dateTest = apiTest.extend<{ $test: { office: Office } }>({
  office: async ({ api }, use) => {
    api.clock.set(`${TODAY}T02:00:00Z`);
    await use(await createOffice(api));
  },
});

const FLOOR = (label: string) => `${label} must be 1990-01-01 or later: no record Subaybay keeps is older; check the year.`;

/** The office's rows of `table`: a refused write leaves the count as it was. */
async function rowsOf(api: TestApp, table: PgTable & { accountId: Column }, accountId: number): Promise<number> {
  const [row] = await api.db.select({ n: count() }).from(table).where(eq(table.accountId, accountId));
  return row!.n;
}

/** Asserts a 400 whose detail is `message`, given on `field`, and that `table` gained no row. */
async function expectRefused(
  api: TestApp,
  office: Office,
  table: PgTable & { accountId: Column },
  write: () => Promise<{ statusCode: number; json: () => { detail: string; errors?: Record<string, string[]> } }>,
  field: string,
  message: string,
) {
  const before = await rowsOf(api, table, office.accountId);
  const response = await write();
  expect(response.statusCode).toBe(400);
  expect(response.json().detail).toBe(message);
  expect(response.json().errors?.[field]).toEqual([message]);
  expect(await rowsOf(api, table, office.accountId)).toBe(before);
}

const contractBody = (projectId: number, startDate: string) => ({
  project_id: projectId,
  contract_id: `D-${projectId}-${startDate}`,
  contract_description: 'Canal lining',
  amount: 1_000_000,
  start_date: startDate,
  duration: 120,
});

describe('contract start dates', () => {
  dateTest('a contract starting 9999-12-31 or 1900-01-01 is refused; five years from today is the latest', async ({ api, office }) => {
    const { post } = financeCalls(api);
    const projectId = await insertProject(api, office.accountId);
    const create = (startDate: string) => () => post(office.inspector, 'contracts/create/', contractBody(projectId, startDate));
    await expectRefused(api, office, contracts, create('9999-12-31'), 'start_date', 'Start date 9999-12-31 is more than 5 years from today (the latest is 2029-06-30); check the year.');
    await expectRefused(api, office, contracts, create('2029-07-01'), 'start_date', 'Start date 2029-07-01 is more than 5 years from today (the latest is 2029-06-30); check the year.');
    await expectRefused(api, office, contracts, create('1900-01-01'), 'start_date', FLOOR('Start date'));
    expect((await create('2029-06-30')()).statusCode).toBe(201);
  });

  dateTest('a contract cannot move its start to 9999-12-31, nor past a record of any kind it already has', async ({ api, office }) => {
    const { post, put } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01', duration: 100 });
    const details = (startDate: string) => ({ contract_id: `MOVE-${contractId}`, contract_description: 'x', amount: 1_000_000, start_date: startDate, duration: 100 });
    const startOf = async () => (await api.db.select({ startDate: contracts.startDate }).from(contracts).where(eq(contracts.id, contractId)))[0]!.startDate;

    const far = await put(office.holder, `contracts/update/${contractId}/`, details('9999-12-31'));
    expect(far.statusCode).toBe(400);
    expect(far.json().errors.start_date).toEqual(['Start date 9999-12-31 is more than 5 years from today (the latest is 2029-06-30); check the year.']);

    const name = (await post(office.holder, 'physical-features/names/create/', { name: `Lining ${contractId}`, description: 'x', unit: 'l.m.' })).json();
    const kinds: [string, () => Promise<unknown>, string][] = [
      ['a physical feature quantity', () => post(office.holder, 'physical-features/features/create/', { contract_id: contractId, physical_feature_name_id: name.id, accomplishment_date: '2024-02-10', quantity: 5 }), '2024-02-10'],
      ['a billing', () => post(office.holder, 'financial-accomplishments/create/', { contract_id: contractId, billing_amount: 100, remarks: 'x', as_of_str: '2024-02-05' }), '2024-02-05'],
      ['a variation order effective', () => post(office.holder, 'variation-orders/create/', { contract_id: contractId, date_effective: '2024-02-01', revised_amount: 1_000_000, remarks: 'VO 1' }), '2024-02-01'],
      ['a time extension requested', () => post(office.holder, 'approved-time-extensions/create/', { contract_id: contractId, number_of_days: 5, date_requested: '2024-01-20', date_approved: '2024-01-25', reason: 'Rains' }), '2024-01-20'],
    ];
    // Added latest first, each record is the earliest once added: the start cannot move past it.
    for (const [record, add, date] of kinds) {
      expect(((await add()) as { statusCode: number }).statusCode).toBe(201);
      const moved = await put(office.holder, `contracts/update/${contractId}/`, details('2024-03-01'));
      expect(moved.statusCode).toBe(400);
      const message = `The start date cannot be 2024-03-01: this contract has ${record} dated ${date}, before it. Correct or delete that record first.`;
      expect(moved.json()).toMatchObject({ detail: message, errors: { start_date: [message] } });
      expect(await startOf()).toBe('2024-01-01');
    }
    // Up to the earliest record it may move.
    expect((await put(office.holder, `contracts/update/${contractId}/`, details('2024-01-20'))).statusCode).toBe(200);
    expect(await startOf()).toBe('2024-01-20');
  });
});

describe('project expenditures and requested cash', () => {
  async function projectWithSource(api: TestApp, office: Office) {
    const projectId = await insertProject(api, office.accountId, { implementationYear: 2024 });
    const sourceId = await insertExpenditureSource(api, office.accountId, projectId, centavos(1_000_000_00));
    return { projectId, sourceId };
  }
  const expenditure = (projectId: number, sourceId: number, dates: object) => ({ project_id: projectId, expenditure_source_id: sourceId, amount: 100, ...dates });

  dateTest('an expenditure obligated 9999-12-31, disbursed 1900-01-01 or disbursed before it was obligated is refused', async ({ api, office }) => {
    const { post } = financeCalls(api);
    const { projectId, sourceId } = await projectWithSource(api, office);
    const create = (dates: object) => () => post(office.accountant, 'project-expenditures/create/', expenditure(projectId, sourceId, dates));
    await expectRefused(api, office, projectExpenditures, create({ date_obligated: '9999-12-31' }), 'date_obligated',
      'Date obligated 9999-12-31 is in the future (today is 2024-06-30): enter it once it has happened.');
    await expectRefused(api, office, projectExpenditures, create({ date_obligated: '2024-03-01', date_disbursed: '1900-01-01' }), 'date_disbursed', FLOOR('Date disbursed'));
    await expectRefused(api, office, projectExpenditures, create({ date_obligated: '2024-03-01', date_disbursed: '2024-02-29' }), 'date_disbursed',
      'Date disbursed 2024-02-29 is before the date obligated 2024-03-01: money is disbursed only after it is obligated.');
    await expectRefused(api, office, projectExpenditures, create({ date_obligated: '2024-03-01', date_disbursed: '2024-07-01' }), 'date_disbursed',
      'Date disbursed 2024-07-01 is in the future (today is 2024-06-30): enter it once it has happened.');
    await expectRefused(api, office, projectExpenditures, create({ date_obligated: '2015-03-01' }), 'date_obligated',
      "Date obligated 2015-03-01 is outside the dates of the project's implementation year 2024: from 2023-01-01 to 2029-12-31 (a year before to 5 years after).");
    expect((await create({ date_obligated: '2024-03-01', date_disbursed: '2024-03-01' })()).statusCode).toBe(201);
  });

  dateTest('an expenditure cannot be changed to be disbursed before it was obligated', async ({ api, office }) => {
    const { post, put } = financeCalls(api);
    const { projectId, sourceId } = await projectWithSource(api, office);
    const created = (await post(office.accountant, 'project-expenditures/create/', expenditure(projectId, sourceId, { date_obligated: '2024-03-01' }))).json();
    const changed = await put(office.accountant, `project-expenditures/update/${created.id}/`, { expenditure_source_id: sourceId, amount: 100, date_obligated: '2024-04-01', date_disbursed: '2024-03-15' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errors.date_disbursed).toEqual(['Date disbursed 2024-03-15 is before the date obligated 2024-04-01: money is disbursed only after it is obligated.']);
    const [stored] = await api.db.select().from(projectExpenditures).where(eq(projectExpenditures.id, created.id));
    expect(stored).toMatchObject({ dateObligated: '2024-03-01', dateDisbursed: null });
  });

  dateTest("requested cash is dated by today, within its project's implementation year window", async ({ api, office }) => {
    const { post } = financeCalls(api);
    const projectId = await insertProject(api, office.accountId, { implementationYear: 2024 });
    const create = (requestedOn: string) => () => post(office.accountant, 'requested-cash/create/', { project_id: projectId, amount: 10, requested_on: requestedOn });
    await expectRefused(api, office, requestedCash, create('2010-05-01'), 'requested_on',
      "Date requested 2010-05-01 is outside the dates of the project's implementation year 2024: from 2023-01-01 to 2029-12-31 (a year before to 5 years after).");
    await expectRefused(api, office, requestedCash, create('2024-07-01'), 'requested_on', 'Date requested 2024-07-01 is in the future (today is 2024-06-30): enter it once it has happened.');
    await expectRefused(api, office, requestedCash, create('1900-01-01'), 'requested_on', FLOOR('Date requested'));
    expect((await create('2023-01-01')()).statusCode).toBe(201);
  });
});

describe('a project implementation year', () => {
  dateTest('cannot change so that its expenditures or cash requests fall outside the new year window', async ({ api, office }) => {
    const { post, put } = financeCalls(api);
    const fundSourceId = await insertFundSource(api, office.accountId);
    const projectId = await insertProject(api, office.accountId, { implementationYear: 2024, fundSourceId });
    const sourceId = await insertExpenditureSource(api, office.accountId, projectId, centavos(1_000_000_00));
    expect((await post(office.accountant, 'project-expenditures/create/', { project_id: projectId, expenditure_source_id: sourceId, amount: 5, date_obligated: '2024-03-01' })).statusCode).toBe(201);
    const edit = (year: number) => put(office.holder, `projects/update/${projectId}/`, { name: 'Canal', amount: 1_000_000, implementation_year: year, fund_source_id: fundSourceId });
    const refused = await edit(2026);
    const message = 'The implementation year cannot be 2026: this project has an expenditure obligated 2024-03-01, outside its dates from 2025-01-01 to 2031-12-31. Correct that record first.';
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ detail: message, errors: { implementation_year: [message] } });
    const [stored] = await api.db.select({ year: projects.implementationYear, name: projects.name }).from(projects).where(eq(projects.id, projectId));
    expect(stored).toEqual({ year: 2024, name: expect.not.stringMatching(/^Canal$/) });
    expect((await edit(2025)).statusCode).toBe(200);
  });
});

describe('records of a contract', () => {
  dateTest('a variation order dated decades before the contract started, or not yet in effect, is refused', async ({ api, office }) => {
    const { post } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01' });
    const create = (date: string) => () => post(office.holder, 'variation-orders/create/', { contract_id: contractId, date_effective: date, revised_amount: 1_000_000, remarks: 'VO' });
    await expectRefused(api, office, variationOrders, create('1995-06-01'), 'date_effective',
      "Effective date 1995-06-01 is before the contract's start date 2024-01-01: a contract has no records before it starts.");
    await expectRefused(api, office, variationOrders, create('2024-07-01'), 'date_effective',
      'Effective date 2024-07-01 is in the future (today is 2024-06-30): enter it once it has happened.');
    const order = (await post(office.holder, 'variation-orders/create/', { contract_id: contractId, date_effective: '2024-01-01', revised_amount: 1_000_000, remarks: 'VO' })).json();
    const moved = await financeCalls(api).put(office.holder, `variation-orders/update/${order.id}/`, { date_effective: '2023-12-31', revised_amount: 1_000_000, remarks: 'VO' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors.date_effective).toHaveLength(1);
  });

  dateTest('a feature quantity dated decades before the contract started is refused', async ({ api, office }) => {
    const { post } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01' });
    const name = (await post(office.holder, 'physical-features/names/create/', { name: `Turnout ${contractId}`, description: 'x', unit: 'pc' })).json();
    const create = (date: string) => () => post(office.holder, 'physical-features/features/create/', { contract_id: contractId, physical_feature_name_id: name.id, accomplishment_date: date, quantity: 3 });
    await expectRefused(api, office, physicalFeatures, create('1995-06-01'), 'accomplishment_date',
      "Accomplishment date 1995-06-01 is before the contract's start date 2024-01-01: a contract has no records before it starts.");
    await expectRefused(api, office, physicalFeatures, create('1900-01-01'), 'accomplishment_date', FLOOR('Accomplishment date'));
  });

  dateTest('a time extension requested before the contract started is refused', async ({ api, office }) => {
    const { post } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01' });
    const create = (requested: string) => () =>
      post(office.holder, 'approved-time-extensions/create/', { contract_id: contractId, number_of_days: 5, date_requested: requested, date_approved: '2024-02-10', reason: 'Rains' });
    await expectRefused(api, office, approvedTimeExtensions, create('1995-01-01'), 'date_requested',
      "Date requested 1995-01-01 is before the contract's start date 2024-01-01: a contract has no records before it starts.");
  });

  dateTest('a schedule node may be in the future, but not decades after the contract expires', async ({ api, office }) => {
    const { post, put } = financeCalls(api);
    // Original expiry 2024-04-09: a planned date may run to 2034-04-09.
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01', duration: 100 });
    const message = "Date effective 2099-04-09 is more than 10 years after the contract's original expiry date 2024-04-09 (the latest is 2034-04-09); check the year.";
    await expectRefused(api, office, physicalSchedules, () => post(office.holder, 'physical-schedules/create/', { contract_id: contractId, date_effective: '2099-04-09', accomplishment: 100 }), 'date_effective', message);
    const node = (await post(office.holder, 'physical-schedules/create/', { contract_id: contractId, date_effective: '2034-04-09', accomplishment: 100 })).json();
    const moved = await put(office.holder, `physical-schedules/update/${node.id}/`, { as_of_date: '2099-04-09', accomplishment: 100 });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors.as_of_date).toEqual([message]);
  });

  dateTest('a suspension or a resume order decades after the contract expires is refused', async ({ api, office }) => {
    const { post } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01', duration: 100 });
    const message = (date: string) => `Date effective ${date} is more than 10 years after the contract's original expiry date 2024-04-09 (the latest is 2034-04-09); check the year.`;
    await expectRefused(api, office, suspensionOrders, () => post(office.inspector, 'suspension-orders/create/', { contract_id: contractId, date_effective: '2090-01-01', reason: 'Right of way' }), 'date_effective', message('2090-01-01'));
    const suspension = (await post(office.inspector, 'suspension-orders/create/', { contract_id: contractId, date_effective: '2024-01-31', reason: 'Right of way' })).json();
    await expectRefused(api, office, resumeOrders, () => post(office.inspector, 'resume-orders/create/', { suspension_order_id: suspension.id, date_effective: '9999-12-31' }), 'date_effective', message('9999-12-31'));
  });

  dateTest('an accomplishment node or a billing dated before 1990 is refused on its field as a typo', async ({ api, office }) => {
    const { post } = financeCalls(api);
    const contractId = await insertContract(api, office.accountId, { startDate: '2024-01-01' });
    await expectRefused(api, office, physicalAccomplishments, () => post(office.inspector, 'physical-accomplishments/create/', { contract_id: contractId, accomplishment: 5, overwrite_as_of_date: '1900-01-01' }), 'overwrite_as_of_date', FLOOR('As of date'));
    await expectRefused(api, office, financialAccomplishments, () => post(office.accountant, 'financial-accomplishments/create/', { contract_id: contractId, billing_amount: 5, remarks: 'x', as_of_str: '1989-12-31' }), 'as_of_str', FLOOR('As Of'));
  });
});
