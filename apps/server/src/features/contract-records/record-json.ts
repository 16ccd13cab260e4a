import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { jsonList, jsonTuple, type JsonTuple } from '../../db/json-rows.js';
import {
  approvedTimeExtensions,
  financialAccomplishments,
  physicalAccomplishments,
  physicalSchedules,
  resumeOrders,
  suspensionOrders,
  variationOrders,
} from '../../db/schema/contract-records.js';
import type { ContractRecords, RecordKind } from './contract-records.repository.js';
import {
  suspensionRecordOf,
  type BillingRecord,
  type ScheduleNodeRecord,
  type SuspensionJoinRow,
  type TimeExtensionRecord,
  type VariationOrderRecord,
} from './record-tables.js';

/**
 * A contract's records as ONE JSON value inside the query that reads the
 * contract (one `json_agg` sub-select per record kind), and its reading back
 * into the row types of record-tables.ts: what a streamed read of many
 * contracts (contracts of a year, page by page) hands the engine, equal record
 * for record to what `loadContractRecords` reads with one SELECT per kind —
 * same fields, same values (money exact, from its decimal text), same order
 * (date, then id). The contract id is the outer row's and is not repeated in
 * each record's tuple (`jsonTuple`'s outer field).
 */

const scheduleNodeTuple = (table: typeof physicalSchedules | typeof physicalAccomplishments, date: PgColumn) =>
  jsonTuple<ScheduleNodeRecord>(
    {
      id: [table.id, 'integer'],
      date: [date, 'date'],
      accomplishment: [table.accomplishment, 'decimal'],
      entryDate: [table.entryDate, 'timestamp'],
    },
    'contractId',
  );

const suspensionTuple = jsonTuple<SuspensionJoinRow>({
  id: [suspensionOrders.id, 'integer'],
  dateEffective: [suspensionOrders.dateEffective, 'date'],
  reason: [suspensionOrders.reason, 'text'],
  remarks: [suspensionOrders.remarks, 'text'],
  entryDate: [suspensionOrders.entryDate, 'timestamp'],
  resumeId: [resumeOrders.id, 'integer'],
  resumeDate: [resumeOrders.dateEffective, 'date'],
  resumeRemarks: [resumeOrders.remarks, 'text'],
  resumeEntryDate: [resumeOrders.entryDate, 'timestamp'],
}, 'contractId');

const timeExtensionTuple = jsonTuple<TimeExtensionRecord>({
  id: [approvedTimeExtensions.id, 'integer'],
  numberOfDays: [approvedTimeExtensions.numberOfDays, 'integer'],
  dateRequested: [approvedTimeExtensions.dateRequested, 'date'],
  dateApproved: [approvedTimeExtensions.dateApproved, 'date'],
  reason: [approvedTimeExtensions.reason, 'text'],
  createdOn: [approvedTimeExtensions.createdOn, 'timestamp'],
  updatedOn: [approvedTimeExtensions.updatedOn, 'timestamp'],
}, 'contractId');

const variationOrderTuple = jsonTuple<VariationOrderRecord>({
  id: [variationOrders.id, 'integer'],
  dateEffective: [variationOrders.dateEffective, 'date'],
  revisedAmount: [variationOrders.revisedAmount, 'money'],
  remarks: [variationOrders.remarks, 'text'],
  entryDate: [variationOrders.entryDate, 'timestamp'],
}, 'contractId');

const billingTuple = jsonTuple<BillingRecord>({
  id: [financialAccomplishments.id, 'integer'],
  billingDate: [financialAccomplishments.billingDate, 'date'],
  billingAmount: [financialAccomplishments.billingAmount, 'money'],
  remarks: [financialAccomplishments.remarks, 'text'],
  entryDate: [financialAccomplishments.entryDate, 'timestamp'],
}, 'contractId');

interface KindJson {
  /** The kind's rows of the contract `contractId` (a column of the outer query) as one JSON array. */
  select(accountId: number, contractId: PgColumn): SQL;
  /** One tuple of that array → the kind's record of contract `contractId`. */
  read(tuple: readonly unknown[], contractId: number): unknown;
}

/** A record table's sub-select: its rows of the office's contract, in list order. */
function tableKind<Row>(
  tuple: JsonTuple<Row>,
  table: { accountId: PgColumn; contractId: PgColumn },
  from: SQL,
  order: readonly PgColumn[],
): KindJson {
  return {
    select: (accountId, contractId) =>
      sql`(SELECT ${jsonList(tuple, order)} FROM ${from} WHERE ${and(eq(table.accountId, accountId), eq(table.contractId, contractId))})`,
    read: (values, contractId) => tuple.read(values, contractId),
  };
}

/** Each kind in the order and shape of its reader in record-tables.ts. */
const kindJson: { [K in RecordKind]: KindJson } = {
  schedule: tableKind(
    scheduleNodeTuple(physicalSchedules, physicalSchedules.dateEffective),
    physicalSchedules,
    sql`${physicalSchedules}`,
    [physicalSchedules.dateEffective, physicalSchedules.id],
  ),
  accomplishments: tableKind(
    scheduleNodeTuple(physicalAccomplishments, physicalAccomplishments.asOfDate),
    physicalAccomplishments,
    sql`${physicalAccomplishments}`,
    [physicalAccomplishments.asOfDate, physicalAccomplishments.id],
  ),
  suspensions: {
    ...tableKind(
      suspensionTuple,
      suspensionOrders,
      sql`${suspensionOrders} LEFT JOIN ${resumeOrders} ON ${and(eq(resumeOrders.accountId, suspensionOrders.accountId), eq(resumeOrders.suspensionOrderId, suspensionOrders.id))}`,
      [suspensionOrders.dateEffective, suspensionOrders.id],
    ),
    read: (values, contractId) => suspensionRecordOf(suspensionTuple.read(values, contractId)),
  },
  timeExtensions: tableKind(timeExtensionTuple, approvedTimeExtensions, sql`${approvedTimeExtensions}`, [
    approvedTimeExtensions.dateApproved,
    approvedTimeExtensions.id,
  ]),
  variationOrders: tableKind(variationOrderTuple, variationOrders, sql`${variationOrders}`, [variationOrders.dateEffective, variationOrders.id]),
  billings: tableKind(billingTuple, financialAccomplishments, sql`${financialAccomplishments}`, [
    financialAccomplishments.billingDate,
    financialAccomplishments.id,
  ]),
};

export const allRecordKinds: readonly RecordKind[] = ['schedule', 'accomplishments', 'suspensions', 'timeExtensions', 'variationOrders', 'billings'];

/**
 * The records of the kinds asked for of the outer query's contract
 * (`contractId`, the office's `accountId`), as one JSON text:
 * `{"schedule": [[…], …], …}`. A kind not asked for is not read.
 */
export function contractRecordsJson(accountId: number, contractId: PgColumn, kinds: readonly RecordKind[] = allRecordKinds): SQL<string> {
  const members = kinds.map((kind) => sql`${sql.raw(`'${kind}'`)}, ${kindJson[kind].select(accountId, contractId)}`);
  return sql<string>`json_build_object(${sql.join(members, sql`, `)})::text`;
}

/** The JSON text of `contractRecordsJson` → the contract's records (a kind not read is empty). */
export function parseContractRecordsJson(contractId: number, text: string): ContractRecords {
  const json = JSON.parse(text) as Partial<Record<RecordKind, unknown[][]>>;
  const read = <K extends RecordKind>(kind: K): ContractRecords[K] =>
    (json[kind] ?? []).map((tuple) => kindJson[kind].read(tuple, contractId)) as ContractRecords[K];
  return {
    schedule: read('schedule'),
    accomplishments: read('accomplishments'),
    suspensions: read('suspensions'),
    timeExtensions: read('timeExtensions'),
    variationOrders: read('variationOrders'),
    billings: read('billings'),
  };
}
