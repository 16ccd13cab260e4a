import { and, asc, eq } from 'drizzle-orm';
import type { Centavos, IsoDate } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { requestedCash } from '../../../db/schema/projects.js';
import { officeRow } from '../../../db/tenancy.js';

/** SQL and nothing else; every query filters on the office's `accountId`. Accepts a transaction as `db`. */

const columns = {
  id: requestedCash.id,
  projectId: requestedCash.projectId,
  amount: requestedCash.amount,
  requestedOn: requestedCash.requestedOn,
  remarks: requestedCash.remarks,
};

export interface RequestedCashRow {
  id: number;
  projectId: number;
  amount: Centavos;
  requestedOn: IsoDate | null;
  remarks: string;
}

export async function listRequestedCash(db: Database, accountId: number, projectId: number): Promise<RequestedCashRow[]> {
  return db
    .select(columns)
    .from(requestedCash)
    .where(and(eq(requestedCash.accountId, accountId), eq(requestedCash.projectId, projectId)))
    .orderBy(asc(requestedCash.requestedOn), asc(requestedCash.id));
}

export async function insertRequestedCash(
  db: Database,
  accountId: number,
  values: { projectId: number; amount: Centavos; requestedOn: IsoDate | null; remarks: string },
): Promise<RequestedCashRow> {
  const [row] = await db.insert(requestedCash).values({ accountId, ...values }).returning(columns);
  return row!;
}

export async function deleteRequestedCash(db: Database, accountId: number, id: number): Promise<RequestedCashRow | undefined> {
  const [row] = await db
    .delete(requestedCash)
    .where(officeRow(requestedCash, accountId, id))
    .returning(columns);
  return row;
}
