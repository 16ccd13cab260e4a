import { and, asc, eq } from 'drizzle-orm';
import type { IsoDate } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { physicalSchedules } from '../../../db/schema/contract-records.js';

/** SQL and nothing else; every query filters on the office's `accountId`. Accepts a transaction as `db`. */

export interface PhysicalScheduleRow {
  id: number;
  contractId: number;
  date: IsoDate;
  accomplishment: number;
}

const columns = {
  id: physicalSchedules.id,
  contractId: physicalSchedules.contractId,
  date: physicalSchedules.dateEffective,
  accomplishment: physicalSchedules.accomplishment,
};

export async function findPhysicalSchedule(db: Database, accountId: number, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select(columns)
    .from(physicalSchedules)
    .where(and(eq(physicalSchedules.accountId, accountId), eq(physicalSchedules.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row as PhysicalScheduleRow | undefined;
}

export async function listPhysicalSchedules(db: Database, accountId: number, contractId: number): Promise<PhysicalScheduleRow[]> {
  return db
    .select(columns)
    .from(physicalSchedules)
    .where(and(eq(physicalSchedules.accountId, accountId), eq(physicalSchedules.contractId, contractId)))
    .orderBy(asc(physicalSchedules.dateEffective), asc(physicalSchedules.id));
}

export async function insertPhysicalSchedule(
  db: Database,
  accountId: number,
  values: { contractId: number; dateEffective: IsoDate; accomplishment: number; entryDate: Date; createdById: number },
): Promise<number> {
  const [row] = await db.insert(physicalSchedules).values({ accountId, ...values }).returning({ id: physicalSchedules.id });
  return row!.id;
}

export async function updatePhysicalSchedule(
  db: Database,
  accountId: number,
  id: number,
  values: { dateEffective: IsoDate; accomplishment: number },
): Promise<void> {
  await db.update(physicalSchedules).set(values).where(and(eq(physicalSchedules.accountId, accountId), eq(physicalSchedules.id, id)));
}

export async function deletePhysicalSchedule(db: Database, accountId: number, id: number): Promise<void> {
  await db.delete(physicalSchedules).where(and(eq(physicalSchedules.accountId, accountId), eq(physicalSchedules.id, id)));
}
