import { createHash } from 'node:crypto';
import { contractFigures, RoleId, todayInManila, validateContractRecords, type ContractListRow } from '@subaybay/domain';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { BENCH_SHAPE, GENERATED_PASSWORD, generateOffices, loadLocations, planOffice, type GeneratedOffice } from '../src/db/seed/generator/index.js';
import { apiTest } from './helpers/api-test.js';
import { unique } from './helpers/factories.js';
import type { TestApp } from './helpers/test-app.js';

/**
 * The data generator behind `npm run seed` (src/db/seed/generator/): the same
 * seed writes the same rows, every contract it writes is one the domain's
 * guard accepts and the API computes, and its users sign in.
 */

const AS_OF = '2026-06-30';

async function generate(api: TestApp, seed: number, contracts = 20, asOf: string = AS_OF): Promise<GeneratedOffice> {
  const [office] = await generateOffices(api.db, {
    offices: 1,
    contracts,
    seed,
    asOf: asOf as `${number}-${number}-${number}`,
    passwordHash: await api.passwords.hash(GENERATED_PASSWORD),
    // Usernames are unique across offices: a label of the test's own, so the same seed can be written twice.
    label: `t${unique()}`,
  });
  return office!;
}

/** The office's rows without ids, timestamps or its label: what the same seed must reproduce. */
async function digestOf(api: TestApp, accountId: number): Promise<string> {
  const byContract = (table: string, columns: string) =>
    sql.raw(`SELECT c.contract_number, ${columns} FROM ${table} r JOIN contracts c ON c.id = r.contract_id WHERE r.account_id = ${Number(accountId)} ORDER BY 1, 2, 3`);
  const statements = [
    sql`SELECT c.contract_number, c.description, c.amount, c.start_date, c.duration, c.location, k.name AS contractor, u.first_name, u.last_name
      FROM contracts c LEFT JOIN contractors k ON k.id = c.contractor_id LEFT JOIN users u ON u.id = c.project_in_charge_id
      WHERE c.account_id = ${accountId} ORDER BY 1`,
    sql`SELECT p.name, p.amount, p.implementation_year, s.name AS system, s.municipality_id, f.name AS fund FROM projects p
      JOIN systems s ON s.id = p.system_id LEFT JOIN fund_sources f ON f.id = p.fund_source_id WHERE p.account_id = ${accountId} ORDER BY 1`,
    sql`SELECT c.contract_number, p.name FROM contract_projects cp JOIN contracts c ON c.id = cp.contract_id JOIN projects p ON p.id = cp.project_id
      WHERE cp.account_id = ${accountId} ORDER BY 1, 2`,
    byContract('physical_schedules', 'r.date_effective, r.accomplishment'),
    byContract('physical_accomplishments', 'r.as_of_date, r.accomplishment'),
    byContract('suspension_orders', 'r.date_effective, r.reason, (SELECT o.date_effective FROM resume_orders o WHERE o.suspension_order_id = r.id)'),
    byContract('approved_time_extensions', 'r.date_approved, r.date_requested, r.number_of_days'),
    byContract('variation_orders', 'r.date_effective, r.revised_amount'),
    byContract('financial_accomplishments', 'r.billing_date, r.billing_amount'),
    byContract('physical_features', 'r.accomplishment_date, r.quantity, (SELECT n.name FROM physical_feature_names n WHERE n.id = r.physical_feature_name_id)'),
  ];
  const hash = createHash('sha256');
  for (const statement of statements) {
    const result = (await api.db.execute(statement)) as unknown as { rows: unknown[] };
    hash.update(JSON.stringify(result.rows));
  }
  return hash.digest('hex');
}

describe('the data generator (npm run seed)', () => {
  apiTest('the same seed writes the same rows; another seed writes others', async ({ api }) => {
    const first = await generate(api, 41);
    const again = await generate(api, 41);
    const other = await generate(api, 42);
    expect(again.accountId).not.toBe(first.accountId);
    expect(again.counts).toEqual(first.counts);
    const digest = await digestOf(api, first.accountId);
    expect(await digestOf(api, again.accountId)).toBe(digest);
    expect(await digestOf(api, other.accountId)).not.toBe(digest);
  });

  apiTest('the office has records of every kind and users of every role', async ({ api }) => {
    const office = await generate(api, 7, 40);
    expect(office.counts.contracts).toBe(40);
    for (const kind of ['projects', 'schedule', 'accomplishments', 'suspensions', 'resumptions', 'timeExtensions', 'variationOrders', 'billings', 'features'] as const) {
      expect(office.counts[kind], kind).toBeGreaterThan(0);
    }
    expect(office.usernames.map((user) => user.role).sort()).toEqual(
      [RoleId.AccountHolder, RoleId.ProjectInspector, RoleId.ProjectInspector, RoleId.AccountingOfficer, RoleId.Viewer].sort(),
    );
  });

  apiTest('users of each role sign in with the printed password', async ({ api }) => {
    const office = await generate(api, 3, 1);
    for (const { username } of office.usernames) {
      const response = await api.request({ method: 'POST', url: '/api/token/', payload: { username, password: GENERATED_PASSWORD } });
      expect(response.statusCode, username).toBe(200);
    }
  });

  apiTest('every planned contract passes the domain guard, for many seeds and both shapes', async ({ api }) => {
    const locations = await loadLocations(api.db);
    for (let seed = 1; seed <= 12; seed++) {
      for (const fixed of [undefined, BENCH_SHAPE]) {
        const plan = planOffice(locations, { seed, office: 1, contracts: 60, asOf: AS_OF, label: 'x', fixed });
        for (const contract of plan.contracts) {
          const records = {
            effectivity: contract.startDate,
            duration: contract.duration,
            amount: contract.amount,
            schedule: contract.schedule,
            accomplishments: contract.accomplishments,
            suspensions: contract.suspensions.map((s) => ({ dateEffective: s.dateEffective, resumptionDate: s.resumption?.dateEffective ?? null })),
            timeExtensions: contract.timeExtensions,
            variationOrders: contract.variationOrders,
            billings: contract.billings,
          };
          expect(() => validateContractRecords(records), `seed ${seed} ${contract.contractNumber}`).not.toThrow();
          expect(() => contractFigures({ ...records, asOf: AS_OF }), `seed ${seed} ${contract.contractNumber}`).not.toThrow();
          // Nothing dated after the as-of date but the planned schedule.
          for (const date of [
            ...contract.accomplishments.map((node) => node.date),
            ...contract.billings.map((billing) => billing.billingDate),
            ...contract.suspensions.map((suspension) => suspension.resumption?.dateEffective ?? suspension.dateEffective),
            ...contract.timeExtensions.map((extension) => extension.dateApproved),
            ...contract.variationOrders.map((order) => order.dateEffective),
          ]) {
            expect(date <= AS_OF, `${contract.contractNumber} ${date}`).toBe(true);
          }
        }
      }
    }
  });

  apiTest('GET contracts/year/{y} computes every generated contract without a records error', async ({ api }) => {
    const today = todayInManila(api.app.now());
    const office = await generate(api, 11, 20, today);
    const tokens = await api.request({ method: 'POST', url: '/api/token/', payload: { username: office.usernames[0]!.username, password: GENERATED_PASSWORD } });
    const access = (tokens.json() as { access: string }).access;
    const year = Number(today.slice(0, 4));
    const rows: ContractListRow[] = [];
    for (const y of [year - 3, year - 2, year - 1, year]) {
      const response = await api.request({ method: 'GET', url: `/api/contracts/year/${y}`, token: access });
      expect(response.statusCode).toBe(200);
      rows.push(...(response.json() as ContractListRow[]));
    }
    expect(rows).toHaveLength(20);
    for (const row of rows) {
      expect(row.records_error, row.contract_number).toBeUndefined();
      expect(row.accomplishment, row.contract_number).not.toBeNull();
      expect(row.status, row.contract_number).not.toBeNull();
    }
    const details = await api.request({ method: 'GET', url: `/api/contracts/details/${office.contractIds[0]}`, token: access });
    expect(details.statusCode).toBe(200);
  });
});
