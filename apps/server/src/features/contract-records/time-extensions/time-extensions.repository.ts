import type { IsoDate } from '@subaybay/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { approvedTimeExtensions } from '../../../db/schema/contract-records.js';

/** SQL and nothing else; every query filters on the office's `accountId`. Accepts a transaction as `db`. */

export interface TimeExtensionRow {
  id: number;
  contractId: number;
  numberOfDays: number;
  dateRequested: IsoDate | null;
  dateApproved: IsoDate;
  reason: string;
  createdOn: Date;
  updatedOn: Date;
}

export async function findTimeExtension(db: Database, accountId: number, id: number): Promise<TimeExtensionRow | undefined> {
  const [row] = await db
    .select({
      id: approvedTimeExtensions.id,
      contractId: approvedTimeExtensions.contractId,
      numberOfDays: approvedTimeExtensions.numberOfDays,
      dateRequested: approvedTimeExtensions.dateRequested,
      dateApproved: approvedTimeExtensions.dateApproved,
      reason: approvedTimeExtensions.reason,
      createdOn: approvedTimeExtensions.createdOn,
      updatedOn: approvedTimeExtensions.updatedOn,
    })
    .from(approvedTimeExtensions)
    .where(and(eq(approvedTimeExtensions.accountId, accountId), eq(approvedTimeExtensions.id, id)));
  return row;
}

export interface TimeExtensionValues {
  numberOfDays: number;
  dateRequested: IsoDate;
  dateApproved: IsoDate;
  reason: string;
}

export async function insertTimeExtension(
  db: Database,
  accountId: number,
  values: TimeExtensionValues & { contractId: number; createdOn: Date; createdById: number },
): Promise<number> {
  const [row] = await db
    .insert(approvedTimeExtensions)
    .values({ accountId, ...values, updatedOn: values.createdOn })
    .returning({ id: approvedTimeExtensions.id });
  return row!.id;
}

export async function updateTimeExtension(db: Database, accountId: number, id: number, values: TimeExtensionValues & { updatedOn: Date }): Promise<void> {
  await db
    .update(approvedTimeExtensions)
    .set(values)
    .where(and(eq(approvedTimeExtensions.accountId, accountId), eq(approvedTimeExtensions.id, id)));
}

export async function deleteTimeExtension(db: Database, accountId: number, id: number): Promise<void> {
  await db.delete(approvedTimeExtensions).where(and(eq(approvedTimeExtensions.accountId, accountId), eq(approvedTimeExtensions.id, id)));
}
