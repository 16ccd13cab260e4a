import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { physicalFeatureNames, physicalFeatures } from '../../../db/schema/contract-records.js';
import { featureEntryRecords, type FeatureEntryRecord } from '../record-tables.js';
import { deleteOfficeRow, insertOfficeRow, updateOfficeRow, officeRow } from '../../../db/tenancy.js';

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
    .where(officeRow(physicalFeatureNames, accountId, id));
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
  return insertOfficeRow(db, physicalFeatureNames, accountId, values);
}

export async function updateFeatureName(db: Database, accountId: number, id: number, values: FeatureNameValues): Promise<void> {
  await updateOfficeRow(db, physicalFeatureNames, accountId, id, values);
}

export async function deleteFeatureName(db: Database, accountId: number, id: number): Promise<void> {
  await deleteOfficeRow(db, physicalFeatureNames, accountId, id);
}

export async function isFeatureNameInUse(db: Database, accountId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: physicalFeatures.id })
    .from(physicalFeatures)
    .where(and(eq(physicalFeatures.accountId, accountId), eq(physicalFeatures.physicalFeatureNameId, id)))
    .limit(1);
  return row !== undefined;
}

/** A contract's entries (of one feature name when given), by name, date, then id. */
export async function listFeatureEntries(db: Database, accountId: number, contractId: number, nameId?: number): Promise<FeatureEntryRecord[]> {
  return featureEntryRecords.ofContracts(db, accountId, [contractId], nameId === undefined ? undefined : eq(physicalFeatures.physicalFeatureNameId, nameId));
}
