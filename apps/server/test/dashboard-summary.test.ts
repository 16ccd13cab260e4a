import { centavos } from '@subaybay/domain';
import { smallOfficeDashboardCounts } from '@subaybay/domain/test-support';
import { describe, expect } from 'vitest';
import { contractProjects } from '../src/db/schema/projects.js';
import { apiTest } from './helpers/api-test.js';
import {
  countQueries,
  insertAccomplishmentNodes,
  insertScheduleNodes,
  insertSuspension,
  insertTimeExtension,
} from './helpers/contract-records.js';
import type { Office } from './helpers/factories.js';
import { financeCalls } from './helpers/finance.js';
import { insertContract, insertExpenditureSourceName, insertFundSource, insertProject, insertSystem } from './helpers/records.js';
import type { TestApp } from './helpers/test-app.js';

/**
 * `GET reports/summaries/contracts-accomplishment-by-year/{year}?as_of=` (the
 * dashboard's cards). Every expected figure is worked out by hand in the
 * comments from DOMAIN.md, never by calling the code under test.
 */

const url = (year: number | string, asOf?: string) =>
  `reports/summaries/contracts-accomplishment-by-year/${year}${asOf ? `?as_of=${asOf}` : ''}`;

/**
 * A small office, as of 2024-03-01 (every contract effective 2024-01-01, 100 days, so t = 61):
 * - P1 (2030, Php 2,000,000), P2 (2030, Php 1,000,000), P4 (2030, Php 500,000, no contract), P3 (2029, Php 1,000,000).
 * - A on P1, Php 1,000,000: DOMAIN.md's worked example → actual 35, target 41.20, slippage −6.20 (early warning), ongoing.
 * - B on P2 and P3, Php 600,000: schedule 100 % on day 100, actual 100 on 02-15 → completed;
 *   target 61 (linear 0→100 over 100 days, t = 61), slippage +39, no band. Shares by allocation 1:1.
 * - C on P1, Php 400,000: schedule 100 % on day 100, actual 10 on 02-01, suspended 02-20 (t = 50) not resumed
 *   → suspended; target stays at the curve's value on day 50 = 50; slippage −40 (terminal).
 */
async function smallOffice(api: TestApp, office: Office) {
  const accountId = office.accountId;
  const p1 = await insertProject(api, accountId, { implementationYear: 2030, amount: centavos(2_000_000_00) });
  const p2 = await insertProject(api, accountId, { implementationYear: 2030, amount: centavos(1_000_000_00) });
  await insertProject(api, accountId, { implementationYear: 2030, amount: centavos(500_000_00) });
  const p3 = await insertProject(api, accountId, { implementationYear: 2029, amount: centavos(1_000_000_00) });

  const a = await insertContract(api, accountId, { projectId: p1, amount: centavos(1_000_000_00) });
  await insertScheduleNodes(api, accountId, a, [['2024-02-19', 40], ['2024-04-09', 100]]);
  await insertAccomplishmentNodes(api, accountId, a, [['2024-01-20', 10], ['2024-02-25', 35]]);
  await insertSuspension(api, accountId, a, '2024-01-31', '2024-02-10');
  await insertTimeExtension(api, accountId, a, 15, '2024-02-20');

  const b = await insertContract(api, accountId, { projectId: p2, amount: centavos(600_000_00) });
  await api.db.insert(contractProjects).values({ accountId, contractId: b, projectId: p3 });
  await insertScheduleNodes(api, accountId, b, [['2024-04-09', 100]]);
  await insertAccomplishmentNodes(api, accountId, b, [['2024-02-15', 100]]);

  const c = await insertContract(api, accountId, { projectId: p1, amount: centavos(400_000_00) });
  await insertScheduleNodes(api, accountId, c, [['2024-04-09', 100]]);
  await insertAccomplishmentNodes(api, accountId, c, [['2024-02-01', 10]]);
  await insertSuspension(api, accountId, c, '2024-02-20');
}

describe('reports/summaries/contracts-accomplishment-by-year/{year}', () => {
  apiTest('the figures of a year, worked out by hand', async ({ api, office }) => {
    await smallOffice(api, office);
    const { get } = financeCalls(api);

    const response = await get(office.viewer, url(2030, '2024-03-01'));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      year: 2030,
      as_of: '2024-03-01',
      ...smallOfficeDashboardCounts,
      overall: {
        // A 350,000 + C 40,000 (both on P1) + half of B's 600,000 on P2 = 690,000.
        value_accomplished: 690_000,
        // A 412,000 + C 200,000 + half of B's 366,000 = 795,000.
        target_value_accomplished: 795_000,
      },
    });
    // 690,000 / 3,500,000 × 100; 795,000 / 3,500,000 × 100; −105,000 / 3,500,000 × 100.
    expect(body.overall.accomplishment).toBeCloseTo(19.7142857, 6);
    expect(body.overall.target).toBeCloseTo(22.7142857, 6);
    expect(body.overall.slippage).toBeCloseTo(-3, 9);
    // Weighted by contract amount (A 1,000,000, B 600,000, C 400,000 over 2,000,000; no allocation):
    // actual (350,000 + 600,000 + 40,000) / 2,000,000 = 49.5; target (412,000 + 366,000 + 200,000) / 2,000,000 = 48.9.
    expect(body.contracts.weighted.accomplishment).toBeCloseTo(49.5, 9);
    expect(body.contracts.weighted.target).toBeCloseTo(48.9, 9);
    expect(body.contracts.weighted.slippage).toBeCloseTo(0.6, 9);

    // 2029: only P3, with the other half of B (300,000 of value, 183,000 of target).
    const of2029 = (await get(office.viewer, url(2029, '2024-03-01'))).json();
    expect(of2029).toMatchObject({
      projects: { number: 1, allocation: 1_000_000 },
      contracts: { number: 1, amount: 600_000, ongoing: 0, suspended: 0, completed: 1, with_negative_slippage: 0 },
      overall: { value_accomplished: 300_000, target_value_accomplished: 183_000 },
    });
    expect(of2029.overall.accomplishment).toBeCloseTo(30, 9);
    expect(of2029.overall.target).toBeCloseTo(18.3, 9);
    expect(of2029.overall.slippage).toBeCloseTo(11.7, 9);

    // Before anything is accomplished (2024-01-10, t = 10): A's target is 8 (40 × 10 / 50), B and C 10.
    const early = (await get(office.viewer, url(2030, '2024-01-10'))).json();
    expect(early.contracts).toMatchObject({ ongoing: 3, suspended: 0, completed: 0, with_negative_slippage: 3 });
    // Values 0; targets 80,000 + 40,000 + half of 60,000 = 150,000 over 3,500,000.
    expect(early.overall).toMatchObject({ value_accomplished: 0, target_value_accomplished: 150_000, accomplishment: 0 });
  });

  apiTest('an empty year, another office, as_of by default, bad year and date, no token', async ({ api, office, otherOffice }) => {
    await smallOffice(api, office);
    const { get } = financeCalls(api);
    const empty = {
      projects: { number: 0, allocation: 0 },
      contracts: {
        number: 0,
        amount: 0,
        ongoing: 0,
        suspended: 0,
        completed: 0,
        with_negative_slippage: 0,
        bands: { on_track: 0, early_warning: 0, final_warning: 0, terminal: 0 },
        weighted: { accomplishment: 0, target: 0, slippage: 0 },
      },
      overall: { value_accomplished: 0, target_value_accomplished: 0, accomplishment: 0, target: 0, slippage: 0 },
      contracts_with_record_errors: 0,
    };
    expect((await get(office.viewer, url(2031, '2024-03-01'))).json()).toEqual({ year: 2031, as_of: '2024-03-01', ...empty });
    // Another office sees none of this office's projects or contracts.
    expect((await get(otherOffice.holder, url(2030, '2024-03-01'))).json()).toEqual({ year: 2030, as_of: '2024-03-01', ...empty });

    const today = await get(office.viewer, `${url(2030)}/`);
    expect(today.statusCode).toBe(200);
    expect(today.json().as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const bad = await get(office.viewer, url(2030, '2024-02-30'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('as_of');
    expect((await get(office.viewer, url('20x0'))).statusCode).toBe(404);
    expect((await get(office.viewer, url('99999999999999999999'))).statusCode).toBe(404);
    expect((await api.request({ method: 'GET', url: `/api/${url(2030)}` })).statusCode).toBe(401);
  });

  apiTest('costs the same number of queries for 1 contract as for 12', async ({ api, office }) => {
    const { get } = financeCalls(api);
    const projectId = await insertProject(api, office.accountId, { implementationYear: 2032 });
    const add = async () => {
      const id = await insertContract(api, office.accountId, { projectId });
      await insertScheduleNodes(api, office.accountId, id, [['2024-04-09', 100]]);
      await insertAccomplishmentNodes(api, office.accountId, id, [['2024-02-01', 10]]);
    };
    await add();
    const one = await countQueries(api, () => get(office.viewer, url(2032, '2024-03-01')));
    for (let i = 0; i < 11; i++) await add();
    const many = await countQueries(api, () => get(office.viewer, url(2032, '2024-03-01')));
    expect(many.result.json().contracts.number).toBe(12);
    expect(many.queries).toBe(one.queries);
  });
});

describe('reports/summaries/office-setup', () => {
  const setupUrl = 'reports/summaries/office-setup';

  apiTest("a new office has nothing yet; each count follows what the office adds, and only the office's", async ({ api, office, otherOffice }) => {
    const { get } = financeCalls(api);
    const fresh = await get(office.viewer, setupUrl);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toEqual({ systems: 0, fund_sources: 0, expenditure_source_names: 0, projects: 0, contracts: 0 });

    await insertSystem(api, office.accountId);
    await insertSystem(api, office.accountId);
    await insertFundSource(api, office.accountId);
    await insertExpenditureSourceName(api, office.accountId);
    const projectId = await insertProject(api, office.accountId, { implementationYear: 2030 });
    await insertContract(api, office.accountId, { projectId });
    const after = (await get(office.accountant, `${setupUrl}/`)).json();
    // Two systems and one fund source above, and one of each the project was given.
    expect(after).toEqual({ systems: 3, fund_sources: 2, expenditure_source_names: 1, projects: 1, contracts: 1 });

    // The other office still has nothing; no token is 401.
    expect((await get(otherOffice.holder, setupUrl)).json()).toEqual({ systems: 0, fund_sources: 0, expenditure_source_names: 0, projects: 0, contracts: 0 });
    expect((await api.request({ method: 'GET', url: `/api/${setupUrl}` })).statusCode).toBe(401);
  });

  apiTest('is one query however many records the office has', async ({ api, office }) => {
    const { get } = financeCalls(api);
    const one = await countQueries(api, () => get(office.viewer, setupUrl));
    const projectId = await insertProject(api, office.accountId, { implementationYear: 2030 });
    for (let i = 0; i < 3; i++) await insertContract(api, office.accountId, { projectId });
    const many = await countQueries(api, () => get(office.viewer, setupUrl));
    expect(many.result.json().contracts).toBe(3);
    expect(many.queries).toBe(one.queries);
  });
});
