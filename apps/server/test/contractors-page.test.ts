import { centavos, type IsoDate } from '@subaybay/domain';
import { describe, expect } from 'vitest';
import { apiTest } from './helpers/api-test.js';
import {
  countQueries,
  insertAccomplishmentNodes,
  insertScheduleNodes,
  insertSuspension,
  insertTimeExtension,
} from './helpers/contract-records.js';
import { unique, type Office } from './helpers/factories.js';
import { financeCalls } from './helpers/finance.js';
import { insertContract, insertProject } from './helpers/records.js';
import type { TestApp } from './helpers/test-app.js';

async function addContractor(api: TestApp, office: Office, overrides: object = {}) {
  const response = await financeCalls(api).post(office.holder, 'contractors/create/', {
    name: `Nueva Ecija Builders ${unique()}`,
    office_address: 'Maharlika Highway, Cabanatuan City',
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; name: string };
}

/**
 * Three contracts of one contractor, read as of 2024-03-01 (E = 2024-01-01, D = 100,
 * schedule day 50 → 40 %, day 100 → 100 %):
 * - A: completed (100 % on 2024-02-25);
 * - B: behind (10 % on 2024-02-25 against a target of 48.8 %) with a 10-day time extension;
 * - C: suspended 2024-01-31 → 2024-02-10 (days_suspended 10), ahead (50 % against the revised target 41.2 %).
 */
async function threeContracts(api: TestApp, office: Office, contractorId: number) {
  const project2024 = await insertProject(api, office.accountId, { implementationYear: 2024, amount: centavos(5_000_000_00) });
  const project2023 = await insertProject(api, office.accountId, { implementationYear: 2023, amount: centavos(2_000_000_00) });
  const schedule: [IsoDate, number][] = [
    ['2024-02-19', 40],
    ['2024-04-09', 100],
  ];
  const completed = await insertContract(api, office.accountId, { contractorId, projectId: project2024, amount: centavos(1_000_000_00), contractNumber: `A-${unique()}` });
  await insertScheduleNodes(api, office.accountId, completed, schedule);
  await insertAccomplishmentNodes(api, office.accountId, completed, [['2024-02-25', 100]]);

  const behind = await insertContract(api, office.accountId, { contractorId, projectId: project2024, amount: centavos(2_000_000_50), contractNumber: `B-${unique()}` });
  await insertScheduleNodes(api, office.accountId, behind, schedule);
  await insertAccomplishmentNodes(api, office.accountId, behind, [['2024-02-25', 10]]);
  await insertTimeExtension(api, office.accountId, behind, 10, '2024-02-20');

  const suspended = await insertContract(api, office.accountId, { contractorId, projectId: project2023, amount: centavos(3_000_000_00), contractNumber: `C-${unique()}` });
  await insertScheduleNodes(api, office.accountId, suspended, schedule);
  await insertSuspension(api, office.accountId, suspended, '2024-01-31', '2024-02-10');
  await insertAccomplishmentNodes(api, office.accountId, suspended, [['2024-02-25', 50]]);
  return { completed, behind, suspended, project2024, project2023 };
}

describe('the contractor page', () => {
  apiTest('answers the contractor, its contracts as of a date, the performance counts and the contracts by year', async ({ api, office }) => {
    const { get } = financeCalls(api);
    const contractor = await addContractor(api, office, { owner_name: 'Ramon D. Villanueva' });
    const { completed, behind, suspended, project2024, project2023 } = await threeContracts(api, office, contractor.id);
    // Another contractor's contract does not count.
    const other = await addContractor(api, office);
    await insertContract(api, office.accountId, { contractorId: other.id });

    const response = await get(office.viewer, `contractors/${contractor.id}?as_of=2024-03-01`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({
      id: contractor.id,
      name: contractor.name,
      office_address: 'Maharlika Highway, Cabanatuan City',
      owner_name: 'Ramon D. Villanueva',
      contact_number: '',
      tin_number: '',
      as_of: '2024-03-01',
      performance: { contracts: 3, with_time_extension: 1, with_approved_time_extension: 1, with_negative_slippage: 1, completed: 1 },
      contracts_by_year: [
        { year: 2024, number: 2, amount: 3_000_000.5 },
        { year: 2023, number: 1, amount: 3_000_000 },
      ],
    });
    expect(page.projects).toEqual(
      expect.arrayContaining([
        { id: project2024, name: expect.any(String), implementation_year: 2024, amount: 5_000_000 },
        { id: project2023, name: expect.any(String), implementation_year: 2023, amount: 2_000_000 },
      ]),
    );
    expect(page.projects).toHaveLength(2);
    const byId = new Map(page.contracts.map((contract: { id: number }) => [contract.id, contract]));
    expect(byId.get(completed)).toMatchObject({
      contract_id: expect.stringMatching(/^A-/),
      start_date: '2024-01-01',
      duration: 100,
      amount: 1_000_000,
      implementation_years: [2024],
      report: { actual_accomplishment: 100, days_suspended: 0, status: 'completed', slippage_band: null },
    });
    const behindRow = byId.get(behind) as { report: { slippage: number; slippage_band: string; number_of_time_extension: number } };
    expect(behindRow.report.slippage).toBeCloseTo(10 - 53.2, 6);
    expect(behindRow.report.slippage_band).toBe('terminal');
    expect(behindRow.report.number_of_time_extension).toBe(1);
    const suspendedRow = byId.get(suspended) as { report: { slippage: number; days_suspended: number; status: string } };
    expect(suspendedRow.report).toMatchObject({ days_suspended: 10, status: 'ongoing' });
    expect(suspendedRow.report.slippage).toBeCloseTo(50 - 41.2, 6);

    // The same figures as the contract's own details (one engine, never a second computation).
    const details = (await get(office.viewer, `contracts/details/${behind}?as_of=2024-03-01`)).json();
    expect(behindRow.report.slippage).toBe(details.slippage);

    // Before the effectivity date nothing is suspended, extended, completed or behind yet.
    const early = (await get(office.viewer, `contractors/${contractor.id}?as_of=2023-12-31`)).json();
    expect(early.performance).toEqual({ contracts: 3, with_time_extension: 0, with_approved_time_extension: 0, with_negative_slippage: 0, completed: 0 });
  });

  apiTest('a contractor without contracts; as_of defaults to today; a bad as_of is a 400', async ({ api, office }) => {
    const { get } = financeCalls(api);
    const contractor = await addContractor(api, office);
    const page = (await get(office.viewer, `contractors/${contractor.id}/`)).json();
    expect(page).toMatchObject({
      as_of: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      performance: { contracts: 0, with_time_extension: 0, with_approved_time_extension: 0, with_negative_slippage: 0, completed: 0 },
      contracts: [],
      projects: [],
      contracts_by_year: [],
    });
    for (const bad of ['2024-02-30', 'yesterday', '2024-3-1']) {
      const response = await get(office.viewer, `contractors/${contractor.id}?as_of=${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.as_of).toBeDefined();
    }
  });

  apiTest("another office's contractor, or no contractor, is a 404", async ({ api, office, otherOffice }) => {
    const { get } = financeCalls(api);
    const contractor = await addContractor(api, office);
    expect((await get(otherOffice.holder, `contractors/${contractor.id}?as_of=2024-03-01`)).statusCode).toBe(404);
    for (const id of ['0', 'abc', '99999999999', '2147483647', '-1']) {
      expect((await get(office.viewer, `contractors/${id}`)).statusCode).toBe(404);
    }
    expect((await api.request({ method: 'GET', url: `/api/contractors/${contractor.id}` })).statusCode).toBe(401);
  });

  apiTest('the page costs the same number of queries for 1 contract as for 12', async ({ api, office }) => {
    const { get } = financeCalls(api);
    const contractor = await addContractor(api, office);
    const count = async () => (await countQueries(api, () => get(office.viewer, `contractors/${contractor.id}?as_of=2024-03-01`))).queries;
    await insertContract(api, office.accountId, { contractorId: contractor.id });
    const one = await count();
    for (let i = 0; i < 11; i++) await insertContract(api, office.accountId, { contractorId: contractor.id });
    expect(await count()).toBe(one);
  });
});

describe('updating a contractor', () => {
  apiTest('updates (200) with the same rules as Add; the viewer is refused; another office gets 404', async ({ api, office, otherOffice }) => {
    const { get, put } = financeCalls(api);
    const contractor = await addContractor(api, office);
    const body = { name: `Renamed Builders ${unique()}`, office_address: 'Rizal Avenue, San Jose City', tin_number: '111-222-333' };
    const updated = await put(office.inspector, `contractors/update/${contractor.id}/`, body);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ id: contractor.id, ...body, owner_name: '', contact_number: '' });
    expect((await get(office.viewer, `contractors/${contractor.id}`)).json().name).toBe(body.name);

    const short = await put(office.holder, `contractors/update/${contractor.id}`, { ...body, name: 'Short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.name).toEqual(['Company name must be atleast 8 characters.']);
    const taken = await addContractor(api, office);
    const clash = await put(office.holder, `contractors/update/${contractor.id}`, { ...body, name: taken.name.toLowerCase() });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().errors.name).toEqual(['A contractor with this company name already exists.']);
    expect((await put(office.viewer, `contractors/update/${contractor.id}`, body)).statusCode).toBe(403);
    expect((await put(otherOffice.holder, `contractors/update/${contractor.id}`, body)).statusCode).toBe(404);
  });
});
