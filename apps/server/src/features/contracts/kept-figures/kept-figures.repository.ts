import type { IsoDate } from '@subaybay/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { contractFigures } from '../../../db/schema/contract-figures.js';
import { contractProjects, projects } from '../../../db/schema/projects.js';
import type { KeptFigures } from './kept-figures.js';

/**
 * SQL of contract_figures and nothing else. Every query takes the office's
 * `accountId` (the day pass, which works across offices, names each row's).
 */

/** The rows of a raw statement: node-postgres and PGlite both answer `{ rows }`. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** A contract's kept row as a reader needs it: figures when fresh, and the generation they must be stored on. */
export interface KeptRow {
  contractId: number;
  asOf: IsoDate | null;
  figures: KeptFigures | null;
  generation: number;
}

/** The kept rows of `contractIds` (missing ones are simply absent), in one query. */
export async function findKeptRows(db: Database, accountId: number, contractIds: readonly number[]): Promise<Map<number, KeptRow>> {
  if (contractIds.length === 0) return new Map();
  const rows = await db
    .select({ contractId: contractFigures.contractId, asOf: contractFigures.asOf, figures: contractFigures.figures, generation: contractFigures.generation })
    .from(contractFigures)
    .where(and(eq(contractFigures.accountId, accountId), inArray(contractFigures.contractId, [...contractIds])));
  return new Map(rows.map((row) => [row.contractId, row]));
}

/**
 * The ids of the contracts serving a project of implementation year `year`,
 * each with its kept row (absent when none), in one query.
 */
export async function findContractsOfYearWithKeptRows(
  db: Database,
  accountId: number,
  year: number,
): Promise<{ ids: number[]; kept: Map<number, KeptRow> }> {
  const ofYear = db
    .selectDistinct({ contractId: contractProjects.contractId })
    .from(contractProjects)
    .innerJoin(projects, and(eq(projects.accountId, contractProjects.accountId), eq(projects.id, contractProjects.projectId)))
    .where(and(eq(contractProjects.accountId, accountId), eq(projects.implementationYear, year)))
    .as('contracts_of_year');
  const rows = await db
    .select({ contractId: ofYear.contractId, asOf: contractFigures.asOf, figures: contractFigures.figures, generation: contractFigures.generation })
    .from(ofYear)
    .leftJoin(contractFigures, and(eq(contractFigures.accountId, accountId), eq(contractFigures.contractId, ofYear.contractId)));
  const kept = new Map<number, KeptRow>();
  for (const row of rows) {
    if (row.generation !== null) kept.set(row.contractId, { contractId: row.contractId, asOf: row.asOf, figures: row.figures, generation: row.generation });
  }
  return { ids: rows.map((row) => row.contractId), kept };
}

/** Figures computed for one contract, to be stored on the generation read before its records were. */
export interface FiguresToKeep {
  contractId: number;
  generation: number;
  figures: KeptFigures;
}

/**
 * Stores figures as of `asOf` in one statement, each only where the row's
 * generation is still the one read before the records were (a record changed
 * since: the trigger moved it on, and the row stays stale) and no later day's
 * figures are there. A contract deleted meanwhile is skipped. Rows are
 * written in contract order, so two stores never wait on each other in a circle.
 */
export async function storeKeptRows(db: Database, accountId: number, entries: readonly FiguresToKeep[], asOf: IsoDate, computedAt: Date): Promise<void> {
  if (entries.length === 0) return;
  const values = JSON.stringify(entries.map((entry) => ({ contract_id: entry.contractId, generation: entry.generation, figures: entry.figures })));
  await db.execute(sql`
    INSERT INTO contract_figures AS kept (account_id, contract_id, as_of, figures, computed_at, generation)
    SELECT c.account_id, c.id, ${asOf}::date, v.figures, ${computedAt.toISOString()}::timestamptz, v.generation
      FROM jsonb_to_recordset(${values}::jsonb) AS v(contract_id integer, generation integer, figures jsonb)
      JOIN contracts c ON c.account_id = ${accountId} AND c.id = v.contract_id
     ORDER BY c.id
    ON CONFLICT (account_id, contract_id) DO UPDATE
       SET as_of = excluded.as_of, figures = excluded.figures, computed_at = excluded.computed_at
     WHERE kept.generation = excluded.generation AND (kept.as_of IS NULL OR kept.as_of <= excluded.as_of)`);
}

/** A contract whose kept row is missing, stale or not of `asOf`, with the generation to store on (0 when missing). */
export interface ContractToRefresh {
  accountId: number;
  contractId: number;
  generation: number;
}

/**
 * The next `limit` contracts of every office, after `after` in (office,
 * contract) order, whose kept row is missing, stale or not as of `asOf`: the
 * day pass's batches (keyset paging, so a contract it could not store is not
 * asked for again in the same pass).
 */
export async function listContractsToRefresh(
  db: Database,
  asOf: IsoDate,
  after: { accountId: number; contractId: number },
  limit: number,
): Promise<ContractToRefresh[]> {
  const result = await db.execute(sql`
    SELECT c.account_id, c.id AS contract_id, coalesce(kept.generation, 0) AS generation
      FROM contracts c
      LEFT JOIN contract_figures kept ON kept.account_id = c.account_id AND kept.contract_id = c.id
     WHERE (c.account_id, c.id) > (${after.accountId}, ${after.contractId})
       AND (kept.contract_id IS NULL OR kept.figures IS NULL OR kept.as_of IS DISTINCT FROM ${asOf}::date)
     ORDER BY c.account_id, c.id
     LIMIT ${limit}`);
  return rowsOf<{ account_id: number; contract_id: number; generation: number }>(result).map((row) => ({ accountId: Number(row.account_id), contractId: Number(row.contract_id), generation: Number(row.generation) }));
}

/**
 * The day pass's lock, held by the transaction of one batch: `false` when
 * another server's pass holds it (then this one stops; the other does the work).
 */
export async function tryDayPassLock(tx: Database, key: number): Promise<boolean> {
  const result = await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${key}::bigint) AS locked`);
  return rowsOf<{ locked: boolean }>(result)[0]?.locked === true;
}
