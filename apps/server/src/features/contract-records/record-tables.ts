import type { Centavos, DatedNode, IsoDate } from '@subaybay/domain';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  approvedTimeExtensions,
  financialAccomplishments,
  physicalAccomplishments,
  physicalFeatures,
  physicalSchedules,
  resumeOrders,
  suspensionOrders,
  variationOrders,
} from '../../db/schema/contract-records.js';
import { deleteOfficeRow, insertOfficeRow, officeRow, updateOfficeRow } from '../../db/tenancy.js';

/**
 * The tables of what is recorded against a contract, each with ONE row type:
 * the one the bulk reader (`loadContractRecords`) hands to the engine and the
 * one a record kind's service reads, writes and answers from. SQL and nothing
 * else; every query filters on the office's `accountId` (a record of another
 * office is simply not found). Accepts a transaction as `db`.
 */

/** A node of the physical schedule or of the physical accomplishment (the two tables have the same shape). */
export interface ScheduleNodeRecord extends DatedNode {
  id: number;
  contractId: number;
  entryDate: Date;
}
export interface SuspensionRecord {
  id: number;
  contractId: number;
  dateEffective: IsoDate;
  reason: string;
  remarks: string;
  entryDate: Date;
  /** R, or null while unresumed. */
  resumptionDate: IsoDate | null;
  resumeOrder: { id: number; dateEffective: IsoDate; remarks: string; entryDate: Date } | null;
}
export interface TimeExtensionRecord {
  id: number;
  contractId: number;
  numberOfDays: number;
  dateRequested: IsoDate | null;
  dateApproved: IsoDate;
  reason: string;
  createdOn: Date;
  updatedOn: Date;
}
export interface VariationOrderRecord {
  id: number;
  contractId: number;
  dateEffective: IsoDate;
  revisedAmount: Centavos;
  remarks: string;
  entryDate: Date;
}
export interface BillingRecord {
  id: number;
  contractId: number;
  billingDate: IsoDate;
  billingAmount: Centavos;
  remarks: string;
  entryDate: Date;
}
/** A physical feature's cumulative quantity on a contract as of a date. */
export interface FeatureEntryRecord {
  id: number;
  contractId: number;
  physicalFeatureNameId: number;
  accomplishmentDate: IsoDate;
  quantity: number;
  entryDate: Date;
}

/** Every table of records against a contract: each has its office, its contract and its own id. */
export type ContractRecordTable =
  | typeof physicalSchedules
  | typeof physicalAccomplishments
  | typeof suspensionOrders
  | typeof approvedTimeExtensions
  | typeof variationOrders
  | typeof financialAccomplishments
  | typeof physicalFeatures;

/** The office's records of the contracts `contractIds`. */
const ofContracts = (table: ContractRecordTable, accountId: number, contractIds: readonly number[]) =>
  and(eq(table.accountId, accountId), inArray(table.contractId, [...contractIds]));

/**
 * The columns of `table` under their own names, for a row type whose fields
 * are named as the table's columns (most are: only the schedule nodes rename
 * their date), so each reader lists the names once instead of `name: table.name`.
 */
function sameNamedColumns<T extends ContractRecordTable, K extends keyof T['_']['columns'] & string>(
  table: T,
  names: readonly K[],
): { [P in K]: PgColumn } {
  const columns = table as unknown as Record<K, PgColumn>;
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as { [P in K]: PgColumn };
}

/**
 * How one table is read into its row type: the columns under the row's names
 * and the list order (date, then id). The date columns arrive as the dates the
 * row type names (Drizzle's `date` in string mode), so the row type is given here once.
 */
function recordReader<Row extends { id: number; contractId: number }>(
  table: ContractRecordTable,
  columns: { [K in keyof Row]: PgColumn },
  order: readonly PgColumn[],
) {
  const select = (db: Database, where: SQL | undefined) => db.select(columns).from(table).where(where).$dynamic();
  return {
    /** The office's record `id`, or undefined; `lock` (FOR UPDATE) inside a write's transaction. */
    async find(db: Database, accountId: number, id: number, options: { lock?: boolean } = {}): Promise<Row | undefined> {
      const query = select(db, officeRow(table, accountId, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row as Row | undefined;
    },
    /** The records of the contracts `contractIds` (and `where`), in list order. */
    async ofContracts(db: Database, accountId: number, contractIds: readonly number[], where?: SQL): Promise<Row[]> {
      const rows = await select(db, and(ofContracts(table, accountId, contractIds), where)).orderBy(...order.map((column) => asc(column)));
      return rows as Row[];
    },
  };
}

/**
 * The physical schedule and the physical accomplishment have the same shape
 * but for the name of their date column, so one reader serves both.
 */
const scheduleNodeReader = (table: typeof physicalSchedules | typeof physicalAccomplishments, date: PgColumn) =>
  recordReader<ScheduleNodeRecord>(
    table,
    { id: table.id, contractId: table.contractId, date, accomplishment: table.accomplishment, entryDate: table.entryDate },
    [date, table.id],
  );

export const scheduleNodes = scheduleNodeReader(physicalSchedules, physicalSchedules.dateEffective);

export const accomplishmentNodes = scheduleNodeReader(physicalAccomplishments, physicalAccomplishments.asOfDate);

export const timeExtensionRecords = recordReader<TimeExtensionRecord>(
  approvedTimeExtensions,
  sameNamedColumns(approvedTimeExtensions, ['id', 'contractId', 'numberOfDays', 'dateRequested', 'dateApproved', 'reason', 'createdOn', 'updatedOn']),
  [approvedTimeExtensions.dateApproved, approvedTimeExtensions.id],
);

export const variationOrderRecords = recordReader<VariationOrderRecord>(
  variationOrders,
  sameNamedColumns(variationOrders, ['id', 'contractId', 'dateEffective', 'revisedAmount', 'remarks', 'entryDate']),
  [variationOrders.dateEffective, variationOrders.id],
);

export const billingRecords = recordReader<BillingRecord>(
  financialAccomplishments,
  sameNamedColumns(financialAccomplishments, ['id', 'contractId', 'billingDate', 'billingAmount', 'remarks', 'entryDate']),
  [financialAccomplishments.billingDate, financialAccomplishments.id],
);

/** By feature name, date, then id: one name's entries are in date order. */
export const featureEntryRecords = recordReader<FeatureEntryRecord>(
  physicalFeatures,
  sameNamedColumns(physicalFeatures, ['id', 'contractId', 'physicalFeatureNameId', 'accomplishmentDate', 'quantity', 'entryDate']),
  [physicalFeatures.physicalFeatureNameId, physicalFeatures.accomplishmentDate, physicalFeatures.id],
);

/** Suspensions are read with their resume order (one per suspension), in one joined query. */
async function selectSuspensions(db: Database, where: SQL | undefined): Promise<SuspensionRecord[]> {
  const rows = await db
    .select({
      contractId: suspensionOrders.contractId,
      id: suspensionOrders.id,
      dateEffective: suspensionOrders.dateEffective,
      reason: suspensionOrders.reason,
      remarks: suspensionOrders.remarks,
      entryDate: suspensionOrders.entryDate,
      resumeId: resumeOrders.id,
      resumeDate: resumeOrders.dateEffective,
      resumeRemarks: resumeOrders.remarks,
      resumeEntryDate: resumeOrders.entryDate,
    })
    .from(suspensionOrders)
    .leftJoin(resumeOrders, and(eq(resumeOrders.accountId, suspensionOrders.accountId), eq(resumeOrders.suspensionOrderId, suspensionOrders.id)))
    .where(where)
    .orderBy(asc(suspensionOrders.dateEffective), asc(suspensionOrders.id));
  return rows.map(suspensionRecordOf);
}

/** A suspension joined with its resume order (the resume's columns null when there is none), flat as a query gives it. */
export interface SuspensionJoinRow {
  id: number;
  contractId: number;
  dateEffective: IsoDate;
  reason: string;
  remarks: string;
  entryDate: Date;
  resumeId: number | null;
  resumeDate: IsoDate | null;
  resumeRemarks: string | null;
  resumeEntryDate: Date | null;
}

/** The joined row → the record, its resume order nested (what every reader of suspensions answers). */
export function suspensionRecordOf(row: SuspensionJoinRow): SuspensionRecord {
  const resumeOrder =
    row.resumeId === null ? null : { id: row.resumeId, dateEffective: row.resumeDate!, remarks: row.resumeRemarks!, entryDate: row.resumeEntryDate! };
  return {
    id: row.id,
    contractId: row.contractId,
    dateEffective: row.dateEffective,
    reason: row.reason,
    remarks: row.remarks,
    entryDate: row.entryDate,
    resumptionDate: resumeOrder?.dateEffective ?? null,
    resumeOrder,
  };
}

export const suspensionRecords = {
  async find(db: Database, accountId: number, id: number): Promise<SuspensionRecord | undefined> {
    const [row] = await selectSuspensions(db, officeRow(suspensionOrders, accountId, id));
    return row;
  },
  ofContracts: (db: Database, accountId: number, contractIds: readonly number[]) =>
    selectSuspensions(db, ofContracts(suspensionOrders, accountId, contractIds)),
};

// ── Writes: db/tenancy.ts's office-row writes, typed to the record tables ──

/** Inserts the office's record and answers its id. */
export async function insertRecord<T extends ContractRecordTable>(
  db: Database,
  table: T,
  accountId: number,
  values: Omit<T['$inferInsert'], 'accountId' | 'id'>,
): Promise<number> {
  return insertOfficeRow(db, table, accountId, values);
}

export async function updateRecord<T extends ContractRecordTable>(
  db: Database,
  table: T,
  accountId: number,
  id: number,
  values: Partial<Omit<T['$inferInsert'], 'accountId' | 'id' | 'contractId'>>,
): Promise<void> {
  await updateOfficeRow(db, table, accountId, id, values as PgUpdateSetSource<T>);
}

/** A suspension's resume order goes with it (foreign key cascade). */
export async function deleteRecord(db: Database, table: ContractRecordTable, accountId: number, id: number): Promise<void> {
  await deleteOfficeRow(db, table, accountId, id);
}
