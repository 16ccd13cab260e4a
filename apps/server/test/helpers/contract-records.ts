import type { Centavos, IsoDate } from '@subaybay/domain';
import {
  approvedTimeExtensions,
  financialAccomplishments,
  physicalAccomplishments,
  physicalSchedules,
  resumeOrders,
  suspensionOrders,
  variationOrders,
} from '../../src/db/schema/contract-records.js';
import type { TestApp } from './test-app.js';

/**
 * A contract's records written straight to the database, as imported or
 * legacy data would be (the record endpoints have their own tests).
 */

export async function insertScheduleNodes(t: TestApp, accountId: number, contractId: number, nodes: readonly [date: IsoDate, percent: number][]) {
  if (nodes.length === 0) return;
  await t.db
    .insert(physicalSchedules)
    .values(nodes.map(([dateEffective, accomplishment]) => ({ accountId, contractId, dateEffective, accomplishment })));
}

export async function insertAccomplishmentNodes(
  t: TestApp,
  accountId: number,
  contractId: number,
  nodes: readonly [date: IsoDate, percent: number][],
) {
  if (nodes.length === 0) return;
  await t.db
    .insert(physicalAccomplishments)
    .values(nodes.map(([asOfDate, accomplishment]) => ({ accountId, contractId, asOfDate, accomplishment })));
}

/** A suspension order effective `start`, resumed on `resumption` when given. */
export async function insertSuspension(t: TestApp, accountId: number, contractId: number, start: IsoDate, resumption?: IsoDate) {
  const [suspension] = await t.db
    .insert(suspensionOrders)
    .values({ accountId, contractId, dateEffective: start, reason: 'Right-of-way problem', remarks: '' })
    .returning({ id: suspensionOrders.id });
  if (resumption) await t.db.insert(resumeOrders).values({ accountId, suspensionOrderId: suspension!.id, dateEffective: resumption });
  return suspension!.id;
}

export async function insertTimeExtension(t: TestApp, accountId: number, contractId: number, numberOfDays: number, dateApproved: IsoDate) {
  await t.db.insert(approvedTimeExtensions).values({ accountId, contractId, numberOfDays, dateApproved, dateRequested: dateApproved, reason: 'Rains' });
}

export async function insertVariationOrder(t: TestApp, accountId: number, contractId: number, dateEffective: IsoDate, revisedAmount: Centavos) {
  await t.db.insert(variationOrders).values({ accountId, contractId, dateEffective, revisedAmount });
}

export async function insertBillings(t: TestApp, accountId: number, contractId: number, billings: readonly [date: IsoDate, amount: Centavos][]) {
  if (billings.length === 0) return;
  await t.db
    .insert(financialAccomplishments)
    .values(billings.map(([billingDate, billingAmount]) => ({ accountId, contractId, billingDate, billingAmount })));
}

/**
 * Counts the SQL statements the app sends while `work` runs, by wrapping the
 * driver's `query` (PGlite or the pg pool: drizzle calls it for every
 * statement outside a transaction).
 */
export async function countQueries<T>(t: TestApp, work: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  let queries = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    queries += 1;
    return original.apply(this, args);
  };
  try {
    const result = await work();
    return { result, queries };
  } finally {
    client.query = original;
  }
}
