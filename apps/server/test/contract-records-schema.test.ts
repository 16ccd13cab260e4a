import { centavos, isoDate } from '@subaybay/domain';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { physicalSchedules, resumeOrders, suspensionOrders } from '../src/db/schema/contract-records.js';
import { contracts } from '../src/db/schema/projects.js';
import { apiTest } from './helpers/api-test.js';
import type { TestApp } from './helpers/test-app.js';

/**
 * The tables of a contract's records, before their features: a percentage is
 * stored as typed, impossible values stay out, and no record can name another
 * office's contract, whatever a future query forgets to check.
 */

async function insertContract(api: TestApp, accountId: number): Promise<number> {
  const [row] = await api.db
    .insert(contracts)
    .values({ accountId, contractNumber: `C-${accountId}-${Math.random().toString(36).slice(2, 8)}`, amount: centavos(100_000_00), startDate: '2024-01-15', duration: 120 })
    .returning({ id: contracts.id });
  return row!.id;
}

/** The SQLSTATE of the error a failed statement throws, through drizzle's wrapper. */
async function sqlState(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
    return undefined;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
    return cause.code;
  }
}

describe('contract record tables', () => {
  apiTest('store a schedule percentage exactly as typed and read it back as a number', async ({ api, office }) => {
    const contractId = await insertContract(api, office.accountId);
    await api.db.insert(physicalSchedules).values([
      { accountId: office.accountId, contractId, dateEffective: '2024-02-03', accomplishment: 6.5 },
      { accountId: office.accountId, contractId, dateEffective: '2024-03-03', accomplishment: 33.3333 },
    ]);
    const nodes = await api.db.select().from(physicalSchedules).where(eq(physicalSchedules.contractId, contractId)).orderBy(physicalSchedules.dateEffective);
    expect(nodes.map((node) => node.accomplishment)).toEqual([6.5, 33.3333]);
  });

  apiTest('refuse a percentage above 100 and a second node on the same date', async ({ api, office }) => {
    const contractId = await insertContract(api, office.accountId);
    const node = { accountId: office.accountId, contractId, dateEffective: isoDate('2024-02-03'), accomplishment: 10 };
    expect(await sqlState(api.db.insert(physicalSchedules).values({ ...node, accomplishment: 100.5 }))).toBe('23514');
    await api.db.insert(physicalSchedules).values(node);
    expect(await sqlState(api.db.insert(physicalSchedules).values({ ...node, accomplishment: 20 }))).toBe('23505');
  });

  apiTest("never let a record name another office's contract", async ({ api, office, otherOffice }) => {
    const contractId = await insertContract(api, office.accountId);
    const foreign = { accountId: otherOffice.accountId, contractId, dateEffective: isoDate('2024-02-03'), accomplishment: 10 };
    expect(await sqlState(api.db.insert(physicalSchedules).values(foreign))).toBe('23503');
  });

  apiTest('allow one resume order per suspension, and remove both with the contract', async ({ api, office }) => {
    const contractId = await insertContract(api, office.accountId);
    const [suspension] = await api.db
      .insert(suspensionOrders)
      .values({ accountId: office.accountId, contractId, dateEffective: '2024-03-01', reason: 'Right-of-way claim' })
      .returning({ id: suspensionOrders.id });
    const resume = { accountId: office.accountId, suspensionOrderId: suspension!.id, dateEffective: isoDate('2024-03-20') };
    await api.db.insert(resumeOrders).values(resume);
    expect(await sqlState(api.db.insert(resumeOrders).values({ ...resume, dateEffective: '2024-03-25' }))).toBe('23505');

    await api.db.delete(contracts).where(eq(contracts.id, contractId));
    expect(await api.db.select().from(resumeOrders).where(eq(resumeOrders.suspensionOrderId, suspension!.id))).toEqual([]);
  });
});
