import { centavos, todayInManila } from '@subaybay/domain';
import { and, eq } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect } from 'vitest';
import { contractFigures } from '../src/db/schema/contract-figures.js';
import { loadContractRecords } from '../src/features/contract-records/contract-records.service.js';
import { requireContract } from '../src/features/contracts/contracts.service.js';
import { findContracts } from '../src/features/contracts/contracts.repository.js';
import { DAY_PASS_LOCK_KEY, refreshKeptFigures } from '../src/features/contracts/kept-figures/figures-day-pass.js';
import { storeKeptRows } from '../src/features/contracts/kept-figures/kept-figures.repository.js';
import { figuresFromRecords, KEPT_FIGURES_RECORD_KINDS } from '../src/features/contracts/kept-figures/kept-figures.js';
import { apiTest } from './helpers/api-test.js';
import { insertAccomplishmentNodes, insertScheduleNodes, insertSuspension } from './helpers/contract-records.js';
import { createOffice, signInAgain, type Office } from './helpers/factories.js';
import { financeCalls } from './helpers/finance.js';
import { insertContract, insertProject } from './helpers/records.js';
import type { TestApp } from './helpers/test-app.js';

/**
 * The kept figures (docs/decisions/035) always equal a fresh computation from
 * the records: after every kind of write, after a day passes, after a refused
 * write, and after records written straight to the database.
 */

const YEAR = 2024;
const dashboardUrl = `reports/summaries/contracts-accomplishment-by-year/${YEAR}`;
const listUrl = `contracts/year/${YEAR}`;

async function keptRow(api: TestApp, accountId: number, contractId: number) {
  const [row] = await api.db
    .select()
    .from(contractFigures)
    .where(and(eq(contractFigures.accountId, accountId), eq(contractFigures.contractId, contractId)));
  return row;
}

/** The contract's figures as of today computed from its records now, as JSON gives them back. */
async function freshFigures(api: TestApp, accountId: number, contractId: number) {
  const records = (await loadContractRecords(api.db, accountId, [contractId], KEPT_FIGURES_RECORD_KINDS)).get(contractId)!;
  const [contract] = await findContracts(api.db, accountId, [contractId]);
  return JSON.parse(JSON.stringify(figuresFromRecords(contract!, records, todayInManila(api.app.now())))) as unknown;
}

/** The kept row is today's and equals a fresh computation. */
async function expectKeptFresh(api: TestApp, accountId: number, contractId: number, label: string) {
  const row = await keptRow(api, accountId, contractId);
  expect(row?.asOf, label).toBe(todayInManila(api.app.now()));
  expect(row?.figures, label).toEqual(await freshFigures(api, accountId, contractId));
}

/** The year's list and dashboard answered from the kept rows, byte for byte as when every figure is computed afresh. */
async function expectAnswersAsFresh(api: TestApp, office: Office) {
  const { get } = financeCalls(api);
  const answers = async () => [(await get(office.viewer, listUrl)).body, (await get(office.viewer, dashboardUrl)).body];
  const kept = await answers();
  await api.db.delete(contractFigures).where(eq(contractFigures.accountId, office.accountId));
  const computed = await answers();
  expect(kept).toEqual(computed);
  expect(JSON.parse(kept[0]!).length).toBeGreaterThan(0);
}

async function newContract(api: TestApp, office: Office): Promise<number> {
  const projectId = await insertProject(api, office.accountId, { implementationYear: YEAR });
  const created = await financeCalls(api).post(office.holder, 'contracts/create/', {
    project_id: projectId,
    contract_id: `KEPT-${projectId}`,
    contract_description: 'Canal lining',
    amount: 1_000_000,
    start_date: '2024-01-01',
    duration: 100,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id;
}

describe('kept contract figures', () => {
  apiTest('equal a fresh computation after every write kind, and go with the contract', async ({ api, office }) => {
    const { post, put, del } = financeCalls(api);
    const contractId = await newContract(api, office);
    const check = (label: string) => expectKeptFresh(api, office.accountId, contractId, label);
    await check('contract created');

    const expect201 = async (url: string, body: object) => {
      const response = await post(office.holder, url, body);
      expect(response.statusCode, `${url} ${response.body}`).toBe(201);
      return response.json();
    };
    const expectOk = async (response: Promise<{ statusCode: number; body: string }>, label: string) => {
      const { statusCode, body } = await response;
      expect([200, 204], `${label} ${body}`).toContain(statusCode);
      await check(label);
    };

    const node = await expect201('physical-schedules/create/', { contract_id: contractId, date_effective: '2024-02-19', accomplishment: 40 });
    await check('schedule node created');
    await expect201('physical-schedules/create/', { contract_id: contractId, date_effective: '2024-04-09', accomplishment: 100 });
    await expectOk(put(office.holder, `physical-schedules/update/${node.id}/`, { accomplishment: 45 }), 'schedule node updated');

    const actual = await expect201('physical-accomplishments/create/', { contract_id: contractId, accomplishment: 10, overwrite_as_of_date: '2024-01-20' });
    await check('accomplishment created');
    await expectOk(put(office.holder, `physical-accomplishments/update/${actual.id}/`, { accomplishment: 12 }), 'accomplishment updated');

    const suspension = await expect201('suspension-orders/create/', { contract_id: contractId, date_effective: '2024-01-31', reason: 'Rains', remarks: '' });
    await check('suspension created');
    const resume = await expect201('resume-orders/create/', { suspension_order_id: suspension.id, date_effective: '2024-02-10', remarks: '' });
    await check('resume order created');
    await expectOk(del(office.holder, `resume-orders/delete/${resume.id}/`), 'resume order deleted');
    await expectOk(del(office.holder, `suspension-orders/delete/${suspension.id}/`), 'suspension deleted');
    await expect201('suspension-orders/create/', { contract_id: contractId, date_effective: '2024-03-01', resume_date: '2024-03-05', reason: 'Rains', remarks: '' });
    await check('suspension with its resumption created');

    const extension = await expect201('approved-time-extensions/create/', {
      contract_id: contractId,
      number_of_days: 15,
      date_requested: '2024-02-12',
      date_approved: '2024-02-20',
      reason: 'Additional works',
    });
    await check('time extension created');
    await expectOk(
      put(office.holder, `approved-time-extensions/update/${extension.id}/`, { number_of_days: 20, date_requested: '2024-02-12', date_approved: '2024-02-20', reason: 'More works' }),
      'time extension updated',
    );

    const order = await expect201('variation-orders/create/', { contract_id: contractId, date_effective: '2024-02-01', revised_amount: 1_050_000, remarks: 'VO 1' });
    await check('variation order created');
    await expectOk(put(office.holder, `variation-orders/update/${order.id}/`, { date_effective: '2024-02-02', revised_amount: 1_080_000, remarks: 'VO 1a' }), 'variation order updated');

    const billing = await expect201('financial-accomplishments/create/', { contract_id: contractId, billing_amount: 100_000, remarks: 'First', as_of_str: '2024-03-01' });
    await check('billing created');
    await expectOk(put(office.holder, `financial-accomplishments/update/${billing.id}/`, { billing_amount: 90_000, remarks: 'Corrected' }), 'billing updated');
    await expectOk(del(office.holder, `financial-accomplishments/delete/${billing.id}/`), 'billing deleted');
    await expectOk(put(office.holder, `variation-orders/delete/${order.id}/`, {}), 'variation order deleted');
    await expectOk(del(office.holder, `approved-time-extensions/delete/${extension.id}/`), 'time extension deleted');
    await expectOk(del(office.holder, `physical-accomplishments/delete/${actual.id}`), 'accomplishment deleted');
    await expectOk(del(office.holder, `physical-schedules/delete/${node.id}`), 'schedule node deleted');

    await expectOk(
      put(office.holder, `contracts/update/${contractId}/`, {
        contract_id: `KEPT-${contractId}-b`,
        contract_description: 'Canal lining',
        amount: 1_200_000,
        start_date: '2024-01-02',
        duration: 150,
        location: 'Capas, Tarlac',
      }),
      'contract updated',
    );
    const second = await insertProject(api, office.accountId, { implementationYear: YEAR });
    await expectOk(post(office.holder, `contracts/${contractId}/projects/add/`, { project_id: second }), 'project added');
    await expectAnswersAsFresh(api, office);
    await expectOk(post(office.holder, `contracts/${contractId}/projects/remove/`, { project_id: second }), 'project removed');

    const name = await expect201('physical-features/names/create/', { name: `Canal lining ${contractId}`, description: 'Concrete canal lining', unit: 'l.m.' });
    const feature = await expect201('physical-features/features/create/', { contract_id: contractId, physical_feature_name_id: name.id, accomplishment_date: '2024-02-01', quantity: 5 });
    await check('feature quantity created');
    await expectOk(put(office.holder, `physical-features/features/update/${feature.id}/`, { quantity: 6 }), 'feature quantity updated');
    await expectOk(del(office.holder, `physical-features/features/delete/${feature.id}/`), 'feature quantity deleted');

    expect((await del(office.holder, `contracts/delete/${contractId}/`)).statusCode).toBe(204);
    expect(await keptRow(api, office.accountId, contractId)).toBeUndefined();
  });

  apiTest('a refused write leaves the kept row as it was, and still fresh', async ({ api, office }) => {
    const { post } = financeCalls(api);
    const contractId = await newContract(api, office);
    await insertScheduleNodes(api, office.accountId, contractId, [['2024-04-09', 100]]);
    await financeCalls(api).get(office.viewer, listUrl);
    const before = await keptRow(api, office.accountId, contractId);
    await expectKeptFresh(api, office.accountId, contractId, 'read');

    // More than the contract amount: refused by the billing rules, after the contract was locked.
    const billing = await post(office.holder, 'financial-accomplishments/create/', { contract_id: contractId, billing_amount: 2_000_000, remarks: 'Too much', as_of_str: '2024-03-01' });
    expect(billing.statusCode).toBe(400);
    // An accomplishment that goes down: refused by the node rules.
    expect((await post(office.holder, 'physical-accomplishments/create/', { contract_id: contractId, accomplishment: 50, overwrite_as_of_date: '2024-02-01' })).statusCode).toBe(201);
    const kept = await keptRow(api, office.accountId, contractId);
    const down = await post(office.holder, 'physical-accomplishments/create/', { contract_id: contractId, accomplishment: 20, overwrite_as_of_date: '2024-02-10' });
    expect(down.statusCode).toBe(400);
    expect(await keptRow(api, office.accountId, contractId)).toEqual(kept);
    expect(kept?.generation).toBeGreaterThan(before!.generation);
    await expectKeptFresh(api, office.accountId, contractId, 'after the refusals');
  });

  apiTest('records written straight to the database make the row stale, and the next read computes them', async ({ api, office }) => {
    const projectId = await insertProject(api, office.accountId, { implementationYear: YEAR });
    const contractId = await insertContract(api, office.accountId, { projectId, startDate: '2024-01-01', duration: 100 });
    expect(await keptRow(api, office.accountId, contractId)).toBeUndefined();
    const { get } = financeCalls(api);
    const first = (await get(office.viewer, listUrl)).json();
    expect(first[0].accomplishment).toBe(0);
    await expectKeptFresh(api, office.accountId, contractId, 'first read');
    const read = await keptRow(api, office.accountId, contractId);

    await insertScheduleNodes(api, office.accountId, contractId, [['2024-02-19', 40], ['2024-04-09', 100]]);
    await insertAccomplishmentNodes(api, office.accountId, contractId, [['2024-01-20', 10]]);
    await insertSuspension(api, office.accountId, contractId, '2024-01-31', '2024-02-10');
    const stale = await keptRow(api, office.accountId, contractId);
    expect(stale).toMatchObject({ figures: null, asOf: null, computedAt: null });
    expect(stale!.generation).toBe(read!.generation + 4);

    // A reader that computed before those inserts cannot put its figures back over them.
    await storeKeptRows(api.db, office.accountId, [{ contractId, generation: read!.generation, figures: read!.figures! }], read!.asOf!, api.app.now());
    expect(await keptRow(api, office.accountId, contractId)).toEqual(stale);

    expect((await get(office.viewer, listUrl)).json()[0].accomplishment).toBe(10);
    await expectKeptFresh(api, office.accountId, contractId, 'read after the inserts');
    await expectAnswersAsFresh(api, office);

    // A second suspension starting before the first one's resumption: refused by the engine's guard, kept as
    // the row's records error and answered byte for byte as computed.
    await insertSuspension(api, office.accountId, contractId, '2024-02-05');
    const refused = (await get(office.viewer, listUrl)).json()[0];
    expect(refused.records_error).toEqual({ detail: expect.any(String), path: `/suspension-orders/contract/${contractId}` });
    expect((await keptRow(api, office.accountId, contractId))?.figures).toMatchObject({ figures: null, recordsError: refused.records_error });
    await expectAnswersAsFresh(api, office);
  });

  apiTest('when the Manila day changes, reads compute today and the day pass refreshes every row once', async ({ api }) => {
    // 23:00 in Manila.
    api.clock.set('2026-11-27T15:00:00Z');
    const office = await createOffice(api);
    const projectId = await insertProject(api, office.accountId, { implementationYear: YEAR });
    const ids: number[] = [];
    for (const [start, duration] of [['2026-10-01', 90], ['2026-11-01', 60], ['2026-11-20', 30]] as const) {
      const contractId = await insertContract(api, office.accountId, { projectId, startDate: start, duration, amount: centavos(500_000_00) });
      await insertScheduleNodes(api, office.accountId, contractId, [[start, 0], ['2026-12-31', 100]]);
      ids.push(contractId);
    }
    await expectAnswersAsFresh(api, office);
    for (const id of ids) expect((await keptRow(api, office.accountId, id))?.asOf).toBe('2026-11-27');

    // 01:00 the next day: yesterday's rows are not used.
    api.clock.advance(2 * 60 * 60 * 1000);
    office.viewer = await signInAgain(api, office.viewer);
    const { get } = financeCalls(api);
    const dashboard = (await get(office.viewer, dashboardUrl)).json();
    expect(dashboard.as_of).toBe('2026-11-28');
    for (const id of ids) await expectKeptFresh(api, office.accountId, id, `read on the new day ${id}`);

    // The next day again, by the pass this time (two contracts per batch, so it pages).
    api.clock.advance(24 * 60 * 60 * 1000);
    const pass = await refreshKeptFigures(api.db, api.app.now(), { batchSize: 2 });
    expect(pass.skipped).toBe(false);
    expect(pass.refreshed).toBeGreaterThanOrEqual(ids.length);
    for (const id of ids) await expectKeptFresh(api, office.accountId, id, `after the pass ${id}`);
    const after = await Promise.all(ids.map((id) => keptRow(api, office.accountId, id)));

    api.clock.advance(60 * 1000);
    await refreshKeptFigures(api.db, api.app.now(), { batchSize: 2 });
    expect(await Promise.all(ids.map((id) => keptRow(api, office.accountId, id)))).toEqual(after);
    office.viewer = await signInAgain(api, office.viewer);
    await expectAnswersAsFresh(api, office);
  });

  apiTest('the day pass fills rows that are missing and stale', async ({ api, office }) => {
    const projectId = await insertProject(api, office.accountId, { implementationYear: YEAR });
    const missing = await insertContract(api, office.accountId, { projectId });
    const stale = await insertContract(api, office.accountId, { projectId });
    await insertScheduleNodes(api, office.accountId, stale, [['2024-04-09', 100]]);
    expect((await keptRow(api, office.accountId, stale))?.figures).toBeNull();
    await refreshKeptFigures(api.db, api.app.now());
    await expectKeptFresh(api, office.accountId, missing, 'missing');
    await expectKeptFresh(api, office.accountId, stale, 'stale');
  });

  apiTest.runIf(process.env.SUBAYBAY_TEST_DB === 'postgres')('the day pass skips while another server holds its lock', async ({ api, office }) => {
    const projectId = await insertProject(api, office.accountId, { implementationYear: YEAR });
    const contractId = await insertContract(api, office.accountId, { projectId });
    const pool = (api.db as unknown as { $client: pg.Pool }).$client;
    const otherServer = await pool.connect();
    try {
      await otherServer.query('SELECT pg_advisory_lock($1::bigint)', [DAY_PASS_LOCK_KEY]);
      expect(await refreshKeptFigures(api.db, api.app.now())).toEqual({ skipped: true, refreshed: 0 });
      expect(await keptRow(api, office.accountId, contractId)).toBeUndefined();
      await otherServer.query('SELECT pg_advisory_unlock($1::bigint)', [DAY_PASS_LOCK_KEY]);
    } finally {
      otherServer.release();
    }
    expect((await refreshKeptFigures(api.db, api.app.now())).skipped).toBe(false);
    await expectKeptFresh(api, office.accountId, contractId, 'after the lock went');
  });

  apiTest('a contract is locked for a write only where its figures are kept', async ({ api, office }) => {
    const contractId = await insertContract(api, office.accountId);
    await expect(api.db.transaction((tx) => requireContract(tx, office.accountId, contractId, { lock: true }))).rejects.toThrow(/contractWrite/);
  });
});
