import type { Centavos, IsoDate } from '@subaybay/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { financialAccomplishments } from '../../../db/schema/contract-records.js';

/** SQL and nothing else; every query filters on the office's `accountId`. Accepts a transaction as `db`. */

export interface BillingRow {
  id: number;
  contractId: number;
  billingDate: IsoDate;
  billingAmount: Centavos;
  remarks: string;
  entryDate: Date;
}

export async function findBilling(db: Database, accountId: number, id: number): Promise<BillingRow | undefined> {
  const [row] = await db
    .select({
      id: financialAccomplishments.id,
      contractId: financialAccomplishments.contractId,
      billingDate: financialAccomplishments.billingDate,
      billingAmount: financialAccomplishments.billingAmount,
      remarks: financialAccomplishments.remarks,
      entryDate: financialAccomplishments.entryDate,
    })
    .from(financialAccomplishments)
    .where(and(eq(financialAccomplishments.accountId, accountId), eq(financialAccomplishments.id, id)));
  return row;
}

export interface BillingValues {
  billingDate: IsoDate;
  billingAmount: Centavos;
  remarks: string;
}

export async function insertBilling(
  db: Database,
  accountId: number,
  values: BillingValues & { contractId: number; entryDate: Date; createdById: number },
): Promise<number> {
  const [row] = await db.insert(financialAccomplishments).values({ accountId, ...values }).returning({ id: financialAccomplishments.id });
  return row!.id;
}

export async function updateBilling(db: Database, accountId: number, id: number, values: BillingValues): Promise<void> {
  await db
    .update(financialAccomplishments)
    .set(values)
    .where(and(eq(financialAccomplishments.accountId, accountId), eq(financialAccomplishments.id, id)));
}

export async function deleteBilling(db: Database, accountId: number, id: number): Promise<void> {
  await db.delete(financialAccomplishments).where(and(eq(financialAccomplishments.accountId, accountId), eq(financialAccomplishments.id, id)));
}
