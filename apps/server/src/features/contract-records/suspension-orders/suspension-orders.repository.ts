import { and, asc, eq } from 'drizzle-orm';
import type { IsoDate } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { resumeOrders, suspensionOrders } from '../../../db/schema/contract-records.js';
import { deleteOfficeRow, insertOfficeRow, officeRow } from '../../../db/tenancy.js';

/**
 * SQL and nothing else; every query filters on the office's `accountId`. Accepts a transaction as `db`.
 * The suspension orders themselves, with their resume orders, are read and written through
 * record-tables.ts (`suspensionRecords`), the same rows the validators see.
 */

export async function findResumeOrder(
  db: Database,
  accountId: number,
  id: number,
): Promise<{ id: number; suspensionOrderId: number; contractId: number; dateEffective: string } | undefined> {
  const [row] = await db
    .select({
      id: resumeOrders.id,
      suspensionOrderId: resumeOrders.suspensionOrderId,
      contractId: suspensionOrders.contractId,
      dateEffective: resumeOrders.dateEffective,
    })
    .from(resumeOrders)
    .innerJoin(suspensionOrders, and(eq(suspensionOrders.accountId, resumeOrders.accountId), eq(suspensionOrders.id, resumeOrders.suspensionOrderId)))
    .where(officeRow(resumeOrders, accountId, id));
  return row;
}

export async function listResumeOrders(db: Database, accountId: number, contractId: number) {
  return db
    .select({
      id: resumeOrders.id,
      dateEffective: resumeOrders.dateEffective,
      remarks: resumeOrders.remarks,
      suspensionOrderId: resumeOrders.suspensionOrderId,
    })
    .from(resumeOrders)
    .innerJoin(suspensionOrders, and(eq(suspensionOrders.accountId, resumeOrders.accountId), eq(suspensionOrders.id, resumeOrders.suspensionOrderId)))
    .where(and(eq(resumeOrders.accountId, accountId), eq(suspensionOrders.contractId, contractId)))
    .orderBy(asc(resumeOrders.dateEffective), asc(resumeOrders.id));
}

export async function insertResumeOrder(
  db: Database,
  accountId: number,
  values: { suspensionOrderId: number; dateEffective: IsoDate; remarks: string; entryDate: Date; createdById: number },
): Promise<number> {
  return insertOfficeRow(db, resumeOrders, accountId, values);
}

export async function deleteResumeOrder(db: Database, accountId: number, id: number): Promise<void> {
  await deleteOfficeRow(db, resumeOrders, accountId, id);
}
