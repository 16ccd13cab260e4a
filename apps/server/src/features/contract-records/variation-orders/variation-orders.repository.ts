import type { Centavos, IsoDate } from '@subaybay/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { variationOrders } from '../../../db/schema/contract-records.js';

/** SQL and nothing else; every query filters on the office's `accountId`. Accepts a transaction as `db`. */

export interface VariationOrderRow {
  id: number;
  contractId: number;
  dateEffective: IsoDate;
  revisedAmount: Centavos;
  remarks: string;
  entryDate: Date;
}

export async function findVariationOrder(db: Database, accountId: number, id: number): Promise<VariationOrderRow | undefined> {
  const [row] = await db
    .select({
      id: variationOrders.id,
      contractId: variationOrders.contractId,
      dateEffective: variationOrders.dateEffective,
      revisedAmount: variationOrders.revisedAmount,
      remarks: variationOrders.remarks,
      entryDate: variationOrders.entryDate,
    })
    .from(variationOrders)
    .where(and(eq(variationOrders.accountId, accountId), eq(variationOrders.id, id)));
  return row;
}

export interface VariationOrderValues {
  dateEffective: IsoDate;
  revisedAmount: Centavos;
  remarks: string;
}

export async function insertVariationOrder(
  db: Database,
  accountId: number,
  values: VariationOrderValues & { contractId: number; entryDate: Date; createdById: number },
): Promise<number> {
  const [row] = await db.insert(variationOrders).values({ accountId, ...values }).returning({ id: variationOrders.id });
  return row!.id;
}

export async function updateVariationOrder(db: Database, accountId: number, id: number, values: VariationOrderValues): Promise<void> {
  await db
    .update(variationOrders)
    .set(values)
    .where(and(eq(variationOrders.accountId, accountId), eq(variationOrders.id, id)));
}

export async function deleteVariationOrder(db: Database, accountId: number, id: number): Promise<void> {
  await db.delete(variationOrders).where(and(eq(variationOrders.accountId, accountId), eq(variationOrders.id, id)));
}
