import {
  contractFigures,
  figuresOrRecordsError,
  todayInManila,
  type ContractFigures,
  type FiguresOrRecordsError,
  type IsoDate,
} from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { loadContractRecords, type ContractRecords, type RecordKind } from '../../contract-records/contract-records.service.js';
import { findContracts, listContractIdsOfYear, type ContractRow } from '../contracts.repository.js';
import { figuresInputOf } from '../operations/contract-view.js';
import { findContractsOfYearWithKeptRows, findKeptRows, storeKeptRows, type FiguresToKeep, type KeptRow } from './kept-figures.repository.js';

/**
 * Each contract's figures as of today, kept in contract_figures so that the
 * dashboard and the contract lists read a row per contract instead of every
 * record (docs/decisions/035):
 * - a write of a contract or its records keeps its row before it commits
 *   (`contractWrite`, which every `requireContract(…, { lock: true })` needs);
 * - the database marks the row stale in the statement that changes a record
 *   (the migration's triggers), whoever writes, so a row is never wrong;
 * - a read takes today's rows and computes (and keeps) the others; another
 *   as-of date is computed from the records;
 * - the day pass (figures-day-pass.ts) moves every row on to the new day.
 */

/** What a contract's figures are kept as: the domain's figures, or why its records are refused. */
export type KeptFigures = FiguresOrRecordsError<ContractFigures>;

/**
 * The records the kept figures read: those of the contract lists and the
 * dashboard. Billings are not among them (the lists never read them, so a
 * refused billing does not refuse a list row), nor physical features.
 */
export const KEPT_FIGURES_RECORD_KINDS: readonly RecordKind[] = ['schedule', 'accomplishments', 'suspensions', 'timeExtensions', 'variationOrders'];

type FiguresHead = Pick<ContractRow, 'id' | 'startDate' | 'duration' | 'amount'>;

/** One contract's figures as of T from its records, as the lists have always computed them. */
export function figuresFromRecords(row: FiguresHead, records: ContractRecords, asOf: IsoDate): KeptFigures {
  return figuresOrRecordsError(row.id, () => contractFigures(figuresInputOf(row, records, asOf)));
}

/** The figures of `rows` as of T from their records: one query per record kind, never one per contract. */
async function computeFigures(db: Database, accountId: number, rows: readonly FiguresHead[], asOf: IsoDate): Promise<Map<number, KeptFigures>> {
  const records = await loadContractRecords(
    db,
    accountId,
    rows.map((row) => row.id),
    KEPT_FIGURES_RECORD_KINDS,
  );
  return new Map(rows.map((row) => [row.id, figuresFromRecords(row, records.get(row.id)!, asOf)]));
}

/**
 * Whether JSON gives these figures back as they are: every number finite (a
 * NaN or an infinity would come back null). Such figures are computed on each
 * read instead of kept.
 */
export function keepsAsJson(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (value === null || typeof value !== 'object') return true;
  return Object.values(value).every(keepsAsJson);
}

/** Stores what was computed, each on the generation read before its records were. */
async function keep(db: Database, accountId: number, computed: Map<number, KeptFigures>, kept: Map<number, KeptRow>, asOf: IsoDate, now: Date) {
  const entries: FiguresToKeep[] = [];
  for (const [contractId, figures] of computed) {
    if (keepsAsJson(figures)) entries.push({ contractId, figures, generation: kept.get(contractId)?.generation ?? 0 });
  }
  entries.sort((a, b) => a.contractId - b.contractId);
  await storeKeptRows(db, accountId, entries, asOf, now);
}

/** A foreign key violation: the contract was deleted between the read and the store. */
function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (candidate.code === '23503') return true;
    current = candidate.cause;
  }
  return false;
}

/**
 * Kept figures in the order the computation writes their keys: jsonb stores an
 * object's keys sorted by length, and `records_error` is answered as it is.
 */
function asComputed(kept: KeptFigures): KeptFigures {
  const { recordsError } = kept;
  return recordsError === null ? kept : { figures: null, recordsError: { detail: recordsError.detail, path: recordsError.path } };
}

/**
 * What a multi-contract read does first, before it reads the contracts' rows
 * or records: the kept rows of `contractIds` when T is today (none for
 * another day). Read first, so that a change made after it moves the
 * generation on and the figures computed from the later read are not stored.
 */
export async function keptRowsFor(db: Database, accountId: number, contractIds: readonly number[], asOf: IsoDate, now: Date): Promise<Map<number, KeptRow>> {
  if (asOf !== todayInManila(now)) return new Map();
  return findKeptRows(db, accountId, contractIds);
}

/** The ids of the contracts of implementation year `year`, and (T being today) their kept rows, in one query. */
export async function contractsOfYearWithKeptRows(
  db: Database,
  accountId: number,
  year: number,
  asOf: IsoDate,
  now: Date,
): Promise<{ ids: number[]; kept: Map<number, KeptRow> }> {
  if (asOf !== todayInManila(now)) return { ids: await listContractIdsOfYear(db, accountId, year), kept: new Map() };
  return findContractsOfYearWithKeptRows(db, accountId, year);
}

/**
 * The figures of `rows` as of T: today's kept ones where the row is fresh,
 * the others computed from the records (in bulk) and, when T is today,
 * stored for the next read. `kept` is what `keptRowsFor` read before `rows` were.
 */
export async function figuresOfContracts(
  db: Database,
  accountId: number,
  rows: readonly FiguresHead[],
  kept: Map<number, KeptRow>,
  asOf: IsoDate,
  now: Date,
): Promise<Map<number, KeptFigures>> {
  const figures = new Map<number, KeptFigures>();
  const missing: FiguresHead[] = [];
  for (const row of rows) {
    const found = kept.get(row.id);
    if (found?.figures && found.asOf === asOf) figures.set(row.id, asComputed(found.figures));
    else missing.push(row);
  }
  if (missing.length === 0) return figures;
  const computed = await computeFigures(db, accountId, missing, asOf);
  for (const [id, each] of computed) figures.set(id, each);
  if (asOf === todayInManila(now)) {
    try {
      await keep(db, accountId, computed, kept, asOf, now);
    } catch (error) {
      // A contract deleted since it was read: its figures are answered, not kept.
      if (!isForeignKeyViolation(error)) throw error;
    }
  }
  return figures;
}

/**
 * Recomputes and stores the kept rows of `contractIds` as of today (Manila,
 * on `now`): inside a write's transaction after its changes, or in the day
 * pass. A contract deleted by the write is skipped (its row went with it).
 */
export async function keepContractFigures(db: Database, accountId: number, contractIds: readonly number[], now: Date): Promise<void> {
  if (contractIds.length === 0) return;
  const asOf = todayInManila(now);
  const kept = await findKeptRows(db, accountId, contractIds);
  const rows = await findContracts(db, accountId, contractIds);
  if (rows.length === 0) return;
  await keep(db, accountId, await computeFigures(db, accountId, rows, asOf), kept, asOf, now);
}

/** For each transaction opened by contractWrite: the contracts it changes, by office. */
const changedContracts = new WeakMap<Database, Map<number, Set<number>>>();

/**
 * A write of contracts or their records: `work` runs in one transaction, and
 * every contract it names with `contractChangedIn` (which `requireContract(…,
 * { lock: true })` calls) has its kept figures recomputed at the end of it,
 * so they commit — or roll back — with the write.
 */
export async function contractWrite<T>(db: Database, now: Date, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const changed = new Map<number, Set<number>>();
    changedContracts.set(tx, changed);
    const result = await work(tx);
    for (const [accountId, contractIds] of changed) await keepContractFigures(tx, accountId, [...contractIds], now);
    return result;
  });
}

/**
 * Notes that the transaction `tx` changes the contract, so that contractWrite
 * keeps its figures. Outside contractWrite it throws: a write that could
 * change a contract's figures without keeping them is a bug, caught by the
 * first test that makes it.
 */
export function contractChangedIn(tx: Database, accountId: number, contractId: number): void {
  const changed = changedContracts.get(tx);
  if (!changed) throw new Error('A contract is written only inside contractWrite(), which keeps its figures (docs/decisions/035).');
  const ofOffice = changed.get(accountId);
  if (ofOffice) ofOffice.add(contractId);
  else changed.set(accountId, new Set([contractId]));
}
