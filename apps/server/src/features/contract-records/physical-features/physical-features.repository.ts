import type { IsoDate } from '@subaybay/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { physicalFeatureNames, physicalFeatures } from '../../../db/schema/contract-records.js';

/** SQL and nothing else; every query filters on the office's `accountId`. Accepts a transaction as `db`. */

export interface FeatureNameRow {
  id: number;
  name: string;
  description: string;
  unit: string;
}

const nameColumns = {
  id: physicalFeatureNames.id,
  name: physicalFeatureNames.name,
  description: physicalFeatureNames.description,
  unit: physicalFeatureNames.unit,
};

export async function listFeatureNames(db: Database, accountId: number): Promise<FeatureNameRow[]> {
  return db
    .select(nameColumns)
    .from(physicalFeatureNames)
    .where(eq(physicalFeatureNames.accountId, accountId))
    .orderBy(asc(sql`lower(${physicalFeatureNames.name})`), asc(physicalFeatureNames.id));
}

export async function findFeatureName(db: Database, accountId: number, id: number): Promise<FeatureNameRow | undefined> {
  const [row] = await db
    .select(nameColumns)
    .from(physicalFeatureNames)
    .where(and(eq(physicalFeatureNames.accountId, accountId), eq(physicalFeatureNames.id, id)));
  return row;
}

/** The office's name equal to `name` ignoring case (the unique index's rule), if any. */
export async function findFeatureNameByName(db: Database, accountId: number, name: string): Promise<FeatureNameRow | undefined> {
  const [row] = await db
    .select(nameColumns)
    .from(physicalFeatureNames)
    .where(and(eq(physicalFeatureNames.accountId, accountId), sql`lower(${physicalFeatureNames.name}) = lower(${name})`));
  return row;
}

export type FeatureNameValues = Omit<FeatureNameRow, 'id'>;

export async function insertFeatureName(db: Database, accountId: number, values: FeatureNameValues): Promise<number> {
  const [row] = await db.insert(physicalFeatureNames).values({ accountId, ...values }).returning({ id: physicalFeatureNames.id });
  return row!.id;
}

export async function updateFeatureName(db: Database, accountId: number, id: number, values: FeatureNameValues): Promise<void> {
  await db
    .update(physicalFeatureNames)
    .set(values)
    .where(and(eq(physicalFeatureNames.accountId, accountId), eq(physicalFeatureNames.id, id)));
}

export async function deleteFeatureName(db: Database, accountId: number, id: number): Promise<void> {
  await db.delete(physicalFeatureNames).where(and(eq(physicalFeatureNames.accountId, accountId), eq(physicalFeatureNames.id, id)));
}

export async function isFeatureNameInUse(db: Database, accountId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: physicalFeatures.id })
    .from(physicalFeatures)
    .where(and(eq(physicalFeatures.accountId, accountId), eq(physicalFeatures.physicalFeatureNameId, id)))
    .limit(1);
  return row !== undefined;
}

export interface FeatureEntryRow {
  id: number;
  contractId: number;
  physicalFeatureNameId: number;
  accomplishmentDate: IsoDate;
  quantity: number;
  entryDate: Date;
}

const entryColumns = {
  id: physicalFeatures.id,
  contractId: physicalFeatures.contractId,
  physicalFeatureNameId: physicalFeatures.physicalFeatureNameId,
  accomplishmentDate: physicalFeatures.accomplishmentDate,
  quantity: physicalFeatures.quantity,
  entryDate: physicalFeatures.entryDate,
};

export async function findFeatureEntry(db: Database, accountId: number, id: number): Promise<FeatureEntryRow | undefined> {
  const [row] = await db
    .select(entryColumns)
    .from(physicalFeatures)
    .where(and(eq(physicalFeatures.accountId, accountId), eq(physicalFeatures.id, id)));
  return row;
}

/** A contract's entries (of one feature name when given), by name, date, then id. */
export async function listFeatureEntries(db: Database, accountId: number, contractId: number, nameId?: number): Promise<FeatureEntryRow[]> {
  return db
    .select(entryColumns)
    .from(physicalFeatures)
    .where(
      and(
        eq(physicalFeatures.accountId, accountId),
        eq(physicalFeatures.contractId, contractId),
        nameId === undefined ? undefined : eq(physicalFeatures.physicalFeatureNameId, nameId),
      ),
    )
    .orderBy(asc(physicalFeatures.physicalFeatureNameId), asc(physicalFeatures.accomplishmentDate), asc(physicalFeatures.id));
}

export async function insertFeatureEntry(
  db: Database,
  accountId: number,
  values: Omit<FeatureEntryRow, 'id'> & { createdById: number },
): Promise<number> {
  const [row] = await db.insert(physicalFeatures).values({ accountId, ...values }).returning({ id: physicalFeatures.id });
  return row!.id;
}

export async function updateFeatureEntryQuantity(db: Database, accountId: number, id: number, quantity: number): Promise<void> {
  await db
    .update(physicalFeatures)
    .set({ quantity })
    .where(and(eq(physicalFeatures.accountId, accountId), eq(physicalFeatures.id, id)));
}

export async function deleteFeatureEntry(db: Database, accountId: number, id: number): Promise<void> {
  await db.delete(physicalFeatures).where(and(eq(physicalFeatures.accountId, accountId), eq(physicalFeatures.id, id)));
}
