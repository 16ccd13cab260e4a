import type { IsoDate } from '@subaybay/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  approvedTimeExtensions,
  financialAccomplishments,
  physicalAccomplishments,
  physicalFeatureNames,
  physicalFeatures,
  physicalSchedules,
  resumeOrders,
  suspensionOrders,
  variationOrders,
} from '../../db/schema/contract-records.js';
import { contractProjects } from '../../db/schema/projects.js';
import {
  accomplishmentNodes,
  billingRecords,
  scheduleNodes,
  suspensionRecords,
  timeExtensionRecords,
  variationOrderRecords,
  type BillingRecord,
  type ContractRecordTable,
  type ScheduleNodeRecord,
  type SuspensionRecord,
  type TimeExtensionRecord,
  type VariationOrderRecord,
} from './record-tables.js';

/**
 * Everything recorded against contracts, read for the engine in one query per
 * record kind, whatever the number of contracts (DOMAIN.md reads them as of a
 * date T; the engine does the rest). Contract Details, the lists and the
 * write-time validators of every record kind read through here, so a rule sees
 * every sibling record (a resume order all the contract's suspensions, a
 * billing the variation orders).
 */

export type { BillingRecord, ScheduleNodeRecord, SuspensionRecord, TimeExtensionRecord, VariationOrderRecord } from './record-tables.js';

/** One contract's records, each list in date order (then id). */
export interface ContractRecords {
  schedule: ScheduleNodeRecord[];
  accomplishments: ScheduleNodeRecord[];
  suspensions: SuspensionRecord[];
  timeExtensions: TimeExtensionRecord[];
  variationOrders: VariationOrderRecord[];
  billings: BillingRecord[];
}

/** Which kinds to read: a validator of one kind needs only a few (all by default). */
export type RecordKind = keyof ContractRecords;

/** How each kind is read for many contracts (record-tables.ts: one row type per table). */
const readersByKind: { [K in RecordKind]: (db: Database, accountId: number, contractIds: readonly number[]) => Promise<ContractRecords[K]> } = {
  schedule: scheduleNodes.ofContracts,
  accomplishments: accomplishmentNodes.ofContracts,
  suspensions: suspensionRecords.ofContracts,
  timeExtensions: timeExtensionRecords.ofContracts,
  variationOrders: variationOrderRecords.ofContracts,
  billings: billingRecords.ofContracts,
};

const allKinds = Object.keys(readersByKind) as RecordKind[];

/**
 * The records of `contractIds` (all of the office's), one query per kind
 * asked for: six queries for Contract Details or for a whole year's list.
 */
export async function loadContractRecords(
  db: Database,
  accountId: number,
  contractIds: readonly number[],
  kinds: readonly RecordKind[] = allKinds,
): Promise<Map<number, ContractRecords>> {
  const byContract = new Map<number, ContractRecords>();
  const ids = [...new Set(contractIds)];
  for (const id of ids) {
    byContract.set(id, { schedule: [], accomplishments: [], suspensions: [], timeExtensions: [], variationOrders: [], billings: [] });
  }
  if (ids.length === 0) return byContract;
  const wanted = new Set(kinds);
  // Each read is started only when the previous one is done: one connection (a transaction, pg's client,
  // PGlite) runs one query at a time, and pg warns that overlapping ones will fail in its next major.
  for (const kind of allKinds.filter((each) => wanted.has(each))) {
    const records: { contractId: number }[] = await readersByKind[kind](db, accountId, ids);
    // Each reader answers its own kind's rows, so the list of that kind takes them.
    for (const record of records) (byContract.get(record.contractId)![kind] as { contractId: number }[]).push(record);
  }
  return byContract;
}

/** A contract's physical feature entry with its name's fields. */
export interface FeatureEntryWithName {
  nameId: number;
  name: string;
  description: string;
  unit: string;
  accomplishmentDate: IsoDate;
  quantity: number;
}

/** Every physical feature entry of a contract with its name, in one query (by name id, date, then id). */
export async function loadContractFeatureEntries(db: Database, accountId: number, contractId: number): Promise<FeatureEntryWithName[]> {
  return db
    .select({
      nameId: physicalFeatures.physicalFeatureNameId,
      name: physicalFeatureNames.name,
      description: physicalFeatureNames.description,
      unit: physicalFeatureNames.unit,
      accomplishmentDate: physicalFeatures.accomplishmentDate,
      quantity: physicalFeatures.quantity,
    })
    .from(physicalFeatures)
    .innerJoin(
      physicalFeatureNames,
      and(eq(physicalFeatureNames.accountId, physicalFeatures.accountId), eq(physicalFeatureNames.id, physicalFeatures.physicalFeatureNameId)),
    )
    .where(and(eq(physicalFeatures.accountId, accountId), eq(physicalFeatures.contractId, contractId)))
    .orderBy(asc(physicalFeatures.physicalFeatureNameId), asc(physicalFeatures.accomplishmentDate), asc(physicalFeatures.id));
}

/** How many records of each kind a contract has: what Delete Contract removes with it. */
export async function countContractRecords(db: Database, accountId: number, contractId: number) {
  const ofContract = (table: ContractRecordTable | typeof contractProjects) =>
    db.$count(table, and(eq(table.accountId, accountId), eq(table.contractId, contractId)));
  const [projects, scheduleNodes, accomplishmentNodes, suspensions, timeExtensions, variations, billings, features, resumes] = await Promise.all([
    ofContract(contractProjects),
    ofContract(physicalSchedules),
    ofContract(physicalAccomplishments),
    ofContract(suspensionOrders),
    ofContract(approvedTimeExtensions),
    ofContract(variationOrders),
    ofContract(financialAccomplishments),
    ofContract(physicalFeatures),
    db
      .select({ id: resumeOrders.id })
      .from(resumeOrders)
      .innerJoin(suspensionOrders, and(eq(suspensionOrders.accountId, resumeOrders.accountId), eq(suspensionOrders.id, resumeOrders.suspensionOrderId)))
      .where(and(eq(resumeOrders.accountId, accountId), eq(suspensionOrders.contractId, contractId))),
  ]);
  return {
    projects,
    schedule_nodes: scheduleNodes,
    accomplishment_nodes: accomplishmentNodes,
    suspension_orders: suspensions,
    resume_orders: resumes.length,
    time_extensions: timeExtensions,
    variation_orders: variations,
    billings,
    feature_quantities: features,
  };
}
