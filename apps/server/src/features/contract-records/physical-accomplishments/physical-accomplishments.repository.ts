import { and, asc, eq } from 'drizzle-orm';
import type { IsoDate } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { physicalAccomplishments } from '../../../db/schema/contract-records.js';

/** SQL and nothing else; every query filters on the office's `accountId`. Accepts a transaction as `db`. */

export interface PhysicalAccomplishmentRow {
  id: number;
  contractId: number;
  date: IsoDate;
  accomplishment: number;
  entryDate: Date;
}

const columns = {
  id: physicalAccomplishments.id,
  contractId: physicalAccomplishments.contractId,
  date: physicalAccomplishments.asOfDate,
  accomplishment: physicalAccomplishments.accomplishment,
  entryDate: physicalAccomplishments.entryDate,
};

export async function findPhysicalAccomplishment(db: Database, accountId: number, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select(columns)
    .from(physicalAccomplishments)
    .where(and(eq(physicalAccomplishments.accountId, accountId), eq(physicalAccomplishments.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row as PhysicalAccomplishmentRow | undefined;
}

export async function listPhysicalAccomplishments(db: Database, accountId: number, contractId: number): Promise<PhysicalAccomplishmentRow[]> {
  return db
    .select(columns)
    .from(physicalAccomplishments)
    .where(and(eq(physicalAccomplishments.accountId, accountId), eq(physicalAccomplishments.contractId, contractId)))
    .orderBy(asc(physicalAccomplishments.asOfDate), asc(physicalAccomplishments.id));
}

export async function insertPhysicalAccomplishment(
  db: Database,
  accountId: number,
  values: { contractId: number; asOfDate: IsoDate; accomplishment: number; entryDate: Date; createdById: number },
): Promise<number> {
  const [row] = await db.insert(physicalAccomplishments).values({ accountId, ...values }).returning({ id: physicalAccomplishments.id });
  return row!.id;
}

export async function updatePhysicalAccomplishment(
  db: Database,
  accountId: number,
  id: number,
  values: { asOfDate: IsoDate; accomplishment: number },
): Promise<void> {
  await db
    .update(physicalAccomplishments)
    .set(values)
    .where(and(eq(physicalAccomplishments.accountId, accountId), eq(physicalAccomplishments.id, id)));
}

export async function deletePhysicalAccomplishment(db: Database, accountId: number, id: number): Promise<void> {
  await db.delete(physicalAccomplishments).where(and(eq(physicalAccomplishments.accountId, accountId), eq(physicalAccomplishments.id, id)));
}
