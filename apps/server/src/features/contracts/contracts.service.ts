import {
  AppError,
  type ContractStatusResult,
  type IsoDate,
  type RecordsError,
} from '@subaybay/domain';
import type { Database } from '../../db/client.js';
import { isDatabaseId } from '../../lib/http.js';
import { NOT_FOUND } from '../../plugins/error-handler.js';
import {
  loadContractFeatureEntries,
  loadContractRecords,
  type ContractRecords,
  type FeatureEntryWithName,
  type RecordKind,
} from '../contract-records/contract-records.service.js';
import {
  findContractHead,
  findContractPin,
  findContracts,
  findContractsFull,
  listContractIdsOfYear,
  listProjectsOfContracts,
  listProjectDetailsOfContracts,
  type ContractFullRow,
  type ContractHead,
  type ContractProjectDetailRow,
  type ContractProjectRow,
} from './contracts.repository.js';
import { contractChangedIn, contractsOfYearWithKeptRows, contractWrite, figuresOfContracts } from './kept-figures/kept-figures.js';
import { asOfDate, figuresInputOf, fundSourceOf, requireFullContract } from './operations/contract-view.js';

/**
 * What other features may call of contracts (the boundary rule). The
 * contract-records features write against a contract: they lock its row, read
 * its sibling records for the domain's validators, and never query the
 * contracts table themselves. The operations live one per file in operations/
 * (docs/architecture.md "Large features: one file per operation").
 */
export type { ContractRecords, FeatureEntryWithName, RecordKind } from '../contract-records/contract-records.service.js';
export type { ContractFullRow, ContractHead, ContractProjectDetailRow } from './contracts.repository.js';
/** `asOfDate`: `?as_of=` read as a real date, else 400; absent → today in Manila on the app clock. */
export { asOfDate, figuresInputOf, fundSourceOf };
export type {
  BillingRecord,
  ScheduleNodeRecord,
  SuspensionRecord,
  TimeExtensionRecord,
  VariationOrderRecord,
} from '../contract-records/contract-records.service.js';

/**
 * A write of a contract or its records runs in `contractWrite(db, now, (tx) => …)`: one transaction
 * that keeps the figures of every contract it locks before it commits (docs/decisions/035).
 */
export { contractWrite };

/**
 * The office's contract, or 404 (missing or another office's). `lock` inside a
 * write's transaction: the row FOR UPDATE, so two writes of one contract
 * queue, and the contract's kept figures recomputed when the write ends — which
 * is why a lock is only taken inside `contractWrite` (elsewhere it throws).
 */
export async function requireContract(
  db: Database,
  accountId: number,
  contractId: number,
  options: { lock?: boolean } = {},
): Promise<ContractHead> {
  if (!isDatabaseId(contractId)) throw new AppError('NOT_FOUND', NOT_FOUND);
  if (options.lock) contractChangedIn(db, accountId, contractId);
  const contract = await findContractHead(db, accountId, contractId, options);
  if (!contract) throw new AppError('NOT_FOUND', NOT_FOUND);
  return contract;
}

/** The contract's pin (both null when it has none); the contract is the office's (call `requireContract` first). */
export async function contractPinOf(db: Database, accountId: number, contractId: number): Promise<{ latitude: number | null; longitude: number | null }> {
  return (await findContractPin(db, accountId, contractId)) ?? { latitude: null, longitude: null };
}

/** One contract's records of the kinds asked for (one query per kind). */
export async function contractRecordsOf(
  db: Database,
  accountId: number,
  contractId: number,
  kinds?: readonly RecordKind[],
): Promise<ContractRecords> {
  return (await loadContractRecords(db, accountId, [contractId], kinds)).get(contractId)!;
}

export { loadContractRecords };

/** A contractor's contracts with their figures as of T, and the projects they serve (the contractor page). */
export { contractsOfContractorAsOf, type ContractorContractView, type ContractorProjectView } from './operations/list-contracts-of-contractor-figures.js';

/**
 * Contracts read whole (row, projects, records) for a report that computes
 * each of them, handed over one at a time a page per query, so the memory
 * stays a page's whatever the year's size (docs/decisions/035).
 */
export { streamContracts, streamContractsOfProject, streamContractsOfYear, type StreamOptions } from './operations/stream-contracts.js';
export type { ContractWithRecords } from './contracts.repository.js';
export { personOf } from './operations/contract-view.js';

/** A contract read whole for a report: the row with names joined, its projects, every record and its feature entries. */
export interface ContractReportData {
  row: ContractFullRow;
  projects: ContractProjectDetailRow[];
  records: ContractRecords;
  features: FeatureEntryWithName[];
}

/**
 * The office's contract (404 when missing or another office's) with its
 * projects, all its records and its physical feature entries: nine queries
 * whatever the number of records.
 */
export async function contractReportData(db: Database, accountId: number, contractId: number): Promise<ContractReportData> {
  const row = await requireFullContract(db, accountId, contractId);
  const projects = await listProjectDetailsOfContracts(db, accountId, [row.id]);
  const records = (await loadContractRecords(db, accountId, [row.id])).get(row.id)!;
  const features = await loadContractFeatureEntries(db, accountId, row.id);
  return { row, projects, records, features };
}

/** Contracts read whole for a multi-contract report: rows, every attached project with its allocation, every record. */
export interface ContractsReportBundle {
  rows: ContractFullRow[];
  /** Each contract's projects (all of them, whatever their year) with allocation, in one list. */
  projects: ContractProjectRow[];
  records: Map<number, ContractRecords>;
}

async function bundleOf(db: Database, accountId: number, contractIds: readonly number[]): Promise<ContractsReportBundle> {
  if (contractIds.length === 0) return { rows: [], projects: [], records: new Map() };
  const [rows, projects, records] = await Promise.all([
    findContractsFull(db, accountId, contractIds),
    listProjectsOfContracts(db, accountId, contractIds),
    loadContractRecords(db, accountId, contractIds, ['schedule', 'accomplishments', 'suspensions', 'timeExtensions', 'variationOrders']),
  ]);
  return { rows, projects, records };
}

/** The contracts of implementation year `year` with all they need for the reports: a handful of queries, never one per contract. */
export async function contractsOfYearForReports(db: Database, accountId: number, year: number): Promise<ContractsReportBundle> {
  return bundleOf(db, accountId, await listContractIdsOfYear(db, accountId, year));
}

/** One contract of a year with its figures as of T and every project it serves (with allocations). */
export interface ContractOfYearFigures {
  id: number;
  amount: ContractFullRow['amount'];
  /** Null when the contract's records are refused (then `recordsError` says why). */
  status: ContractStatusResult | null;
  recordsError: RecordsError | null;
  projects: { id: number; implementationYear: number; allocation: ContractFullRow['amount'] }[];
}

/**
 * The contracts of implementation year `year` with their figures as of T (the
 * dashboard): today's from the kept rows, the others computed from the records
 * in bulk (docs/decisions/035); never one query per contract.
 */
export async function contractsOfYearFigures(
  db: Database,
  accountId: number,
  year: number,
  asOf: IsoDate,
  now: Date,
): Promise<ContractOfYearFigures[]> {
  // The kept rows first: a change after this read is not stored over (kept-figures.ts).
  const { ids, kept } = await contractsOfYearWithKeptRows(db, accountId, year, asOf, now);
  if (ids.length === 0) return [];
  const [rows, projects] = await Promise.all([findContracts(db, accountId, ids), listProjectsOfContracts(db, accountId, ids)]);
  const figures = await figuresOfContracts(db, accountId, rows, kept, asOf, now);
  const projectsOf = new Map<number, ContractOfYearFigures['projects']>();
  for (const project of projects) {
    const entry = { id: project.id, implementationYear: project.implementationYear, allocation: project.amount };
    const list = projectsOf.get(project.contractId);
    if (list) list.push(entry);
    else projectsOf.set(project.contractId, [entry]);
  }
  return rows.map((row) => {
    const { figures: each, recordsError } = figures.get(row.id)!;
    return { id: row.id, amount: row.amount, status: each?.status ?? null, recordsError, projects: projectsOf.get(row.id) ?? [] };
  });
}
