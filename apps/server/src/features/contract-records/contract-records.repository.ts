import type { Centavos, DatedNode, IsoDate } from '@subaybay/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
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
import { contractProjects, contracts } from '../../db/schema/projects.js';

/**
 * Everything recorded against contracts, read for the engine in one query per
 * record kind, whatever the number of contracts (DOMAIN.md reads them as of a
 * date T; the engine does the rest). Contract Details, the lists and the
 * write-time validators of every record kind read through here, so a rule sees
 * every sibling record (a resume order all the contract's suspensions, a
 * billing the variation orders).
 */

/** The contract row a record is written against, locked for the write (FOR UPDATE) so two writes of one contract queue. */
export interface ContractHead {
  id: number;
  contractNumber: string;
  amount: Centavos;
  startDate: IsoDate;
  duration: number;
  projectInChargeId: number | null;
}

export async function findContractHead(
  db: Database,
  accountId: number,
  contractId: number,
  options: { lock?: boolean } = {},
): Promise<ContractHead | undefined> {
  const query = db
    .select({
      id: contracts.id,
      contractNumber: contracts.contractNumber,
      amount: contracts.amount,
      startDate: contracts.startDate,
      duration: contracts.duration,
      projectInChargeId: contracts.projectInChargeId,
    })
    .from(contracts)
    .where(and(eq(contracts.accountId, accountId), eq(contracts.id, contractId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export interface ScheduleNodeRecord extends DatedNode {
  id: number;
  entryDate: Date;
}
export interface SuspensionRecord {
  id: number;
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
  numberOfDays: number;
  dateRequested: IsoDate | null;
  dateApproved: IsoDate;
  reason: string;
  createdOn: Date;
  updatedOn: Date;
}
export interface VariationOrderRecord {
  id: number;
  dateEffective: IsoDate;
  revisedAmount: Centavos;
  remarks: string;
  entryDate: Date;
}
export interface BillingRecord {
  id: number;
  billingDate: IsoDate;
  billingAmount: Centavos;
  remarks: string;
  entryDate: Date;
}

/** One contract's records, each list in date order (then id). */
export interface ContractRecords {
  schedule: ScheduleNodeRecord[];
  accomplishments: ScheduleNodeRecord[];
  suspensions: SuspensionRecord[];
  timeExtensions: TimeExtensionRecord[];
  variationOrders: VariationOrderRecord[];
  billings: BillingRecord[];
}

const emptyRecords = (): ContractRecords => ({
  schedule: [],
  accomplishments: [],
  suspensions: [],
  timeExtensions: [],
  variationOrders: [],
  billings: [],
});

/** Which kinds to read: a validator of one kind needs only a few (all by default). */
export type RecordKind = keyof ContractRecords;

/**
 * The records of `contractIds` (all of the office's), one query per kind
 * asked for: six queries for Contract Details or for a whole year's list.
 */
export async function loadContractRecords(
  db: Database,
  accountId: number,
  contractIds: readonly number[],
  kinds: readonly RecordKind[] = ['schedule', 'accomplishments', 'suspensions', 'timeExtensions', 'variationOrders', 'billings'],
): Promise<Map<number, ContractRecords>> {
  const byContract = new Map<number, ContractRecords>();
  const ids = [...new Set(contractIds)];
  for (const id of ids) byContract.set(id, emptyRecords());
  if (ids.length === 0) return byContract;
  const of = (contractId: number) => byContract.get(contractId)!;
  const wanted = new Set(kinds);

  // Each read is started only when the previous one is done: one connection (a transaction, pg's client,
  // PGlite) runs one query at a time, and pg warns that overlapping ones will fail in its next major.
  const reads: (() => Promise<void>)[] = [];
  if (wanted.has('schedule')) {
    reads.push(() =>
      db
        .select({
          contractId: physicalSchedules.contractId,
          id: physicalSchedules.id,
          date: physicalSchedules.dateEffective,
          accomplishment: physicalSchedules.accomplishment,
          entryDate: physicalSchedules.entryDate,
        })
        .from(physicalSchedules)
        .where(and(eq(physicalSchedules.accountId, accountId), inArray(physicalSchedules.contractId, ids)))
        .orderBy(asc(physicalSchedules.dateEffective), asc(physicalSchedules.id))
        .then((rows) => {
          for (const { contractId, ...node } of rows) of(contractId).schedule.push(node);
        }),
    );
  }
  if (wanted.has('accomplishments')) {
    reads.push(() =>
      db
        .select({
          contractId: physicalAccomplishments.contractId,
          id: physicalAccomplishments.id,
          date: physicalAccomplishments.asOfDate,
          accomplishment: physicalAccomplishments.accomplishment,
          entryDate: physicalAccomplishments.entryDate,
        })
        .from(physicalAccomplishments)
        .where(and(eq(physicalAccomplishments.accountId, accountId), inArray(physicalAccomplishments.contractId, ids)))
        .orderBy(asc(physicalAccomplishments.asOfDate), asc(physicalAccomplishments.id))
        .then((rows) => {
          for (const { contractId, ...node } of rows) of(contractId).accomplishments.push(node);
        }),
    );
  }
  if (wanted.has('suspensions')) {
    reads.push(() =>
      db
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
        .leftJoin(
          resumeOrders,
          and(eq(resumeOrders.accountId, suspensionOrders.accountId), eq(resumeOrders.suspensionOrderId, suspensionOrders.id)),
        )
        .where(and(eq(suspensionOrders.accountId, accountId), inArray(suspensionOrders.contractId, ids)))
        .orderBy(asc(suspensionOrders.dateEffective), asc(suspensionOrders.id))
        .then((rows) => {
          for (const row of rows) {
            const resumeOrder =
              row.resumeId === null
                ? null
                : { id: row.resumeId, dateEffective: row.resumeDate!, remarks: row.resumeRemarks!, entryDate: row.resumeEntryDate! };
            of(row.contractId).suspensions.push({
              id: row.id,
              dateEffective: row.dateEffective,
              reason: row.reason,
              remarks: row.remarks,
              entryDate: row.entryDate,
              resumptionDate: resumeOrder?.dateEffective ?? null,
              resumeOrder,
            });
          }
        }),
    );
  }
  if (wanted.has('timeExtensions')) {
    reads.push(() =>
      db
        .select({
          contractId: approvedTimeExtensions.contractId,
          id: approvedTimeExtensions.id,
          numberOfDays: approvedTimeExtensions.numberOfDays,
          dateRequested: approvedTimeExtensions.dateRequested,
          dateApproved: approvedTimeExtensions.dateApproved,
          reason: approvedTimeExtensions.reason,
          createdOn: approvedTimeExtensions.createdOn,
          updatedOn: approvedTimeExtensions.updatedOn,
        })
        .from(approvedTimeExtensions)
        .where(and(eq(approvedTimeExtensions.accountId, accountId), inArray(approvedTimeExtensions.contractId, ids)))
        .orderBy(asc(approvedTimeExtensions.dateApproved), asc(approvedTimeExtensions.id))
        .then((rows) => {
          for (const { contractId, ...extension } of rows) of(contractId).timeExtensions.push(extension);
        }),
    );
  }
  if (wanted.has('variationOrders')) {
    reads.push(() =>
      db
        .select({
          contractId: variationOrders.contractId,
          id: variationOrders.id,
          dateEffective: variationOrders.dateEffective,
          revisedAmount: variationOrders.revisedAmount,
          remarks: variationOrders.remarks,
          entryDate: variationOrders.entryDate,
        })
        .from(variationOrders)
        .where(and(eq(variationOrders.accountId, accountId), inArray(variationOrders.contractId, ids)))
        .orderBy(asc(variationOrders.dateEffective), asc(variationOrders.id))
        .then((rows) => {
          for (const { contractId, ...order } of rows) of(contractId).variationOrders.push(order);
        }),
    );
  }
  if (wanted.has('billings')) {
    reads.push(() =>
      db
        .select({
          contractId: financialAccomplishments.contractId,
          id: financialAccomplishments.id,
          billingDate: financialAccomplishments.billingDate,
          billingAmount: financialAccomplishments.billingAmount,
          remarks: financialAccomplishments.remarks,
          entryDate: financialAccomplishments.entryDate,
        })
        .from(financialAccomplishments)
        .where(and(eq(financialAccomplishments.accountId, accountId), inArray(financialAccomplishments.contractId, ids)))
        .orderBy(asc(financialAccomplishments.billingDate), asc(financialAccomplishments.id))
        .then((rows) => {
          for (const { contractId, ...billing } of rows) of(contractId).billings.push(billing);
        }),
    );
  }
  for (const read of reads) await read();
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
  const ofContract = <T extends typeof physicalSchedules | typeof physicalAccomplishments | typeof suspensionOrders | typeof approvedTimeExtensions | typeof variationOrders | typeof financialAccomplishments | typeof physicalFeatures | typeof contractProjects>(
    table: T,
  ) => db.$count(table, and(eq(table.accountId, accountId), eq(table.contractId, contractId)));
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
