import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Centavos } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { expenditureSourceNames } from '../../../db/schema/expenditure-source-names.js';
import { expenditureSources, projectExpenditures } from '../../../db/schema/projects.js';
import { deleteOfficeRow, insertOfficeRow, updateOfficeRow, officeRow } from '../../../db/tenancy.js';

/** SQL and nothing else; every query filters on the office's `accountId`. Accepts a transaction as `db`. */

export interface ExpenditureSourceRow {
  id: number;
  projectId: number;
  amount: Centavos;
  nameId: number;
  longName: string;
}

const columns = {
  id: expenditureSources.id,
  projectId: expenditureSources.projectId,
  amount: expenditureSources.amount,
  nameId: expenditureSourceNames.id,
  longName: expenditureSourceNames.longName,
};

function withName(db: Database) {
  return db
    .select(columns)
    .from(expenditureSources)
    .innerJoin(
      expenditureSourceNames,
      and(eq(expenditureSourceNames.accountId, expenditureSources.accountId), eq(expenditureSourceNames.id, expenditureSources.expenditureSourceNameId)),
    );
}

export async function listExpenditureSources(db: Database, accountId: number, projectId: number): Promise<ExpenditureSourceRow[]> {
  return withName(db)
    .where(and(eq(expenditureSources.accountId, accountId), eq(expenditureSources.projectId, projectId)))
    .orderBy(asc(expenditureSources.id));
}

export async function findExpenditureSource(db: Database, accountId: number, id: number): Promise<ExpenditureSourceRow | undefined> {
  const [row] = await withName(db).where(officeRow(expenditureSources, accountId, id));
  return row;
}

export interface ExpenditureSourceTotalsRow {
  id: number;
  longName: string;
  total: Centavos;
  spent: Centavos;
}

/** Each source of the project with the sum of its expenditures: one query, a left join so unspent sources show. */
export async function listExpenditureSourceTotals(db: Database, accountId: number, projectId: number): Promise<ExpenditureSourceTotalsRow[]> {
  return db
    .select({
      id: expenditureSources.id,
      longName: expenditureSourceNames.longName,
      total: expenditureSources.amount,
      // numeric in, numeric out: read by the money column's own decoder, never as a float.
      spent: sql<Centavos>`coalesce(sum(${projectExpenditures.amount}), 0)`.mapWith(expenditureSources.amount),
    })
    .from(expenditureSources)
    .innerJoin(
      expenditureSourceNames,
      and(eq(expenditureSourceNames.accountId, expenditureSources.accountId), eq(expenditureSourceNames.id, expenditureSources.expenditureSourceNameId)),
    )
    .leftJoin(
      projectExpenditures,
      and(eq(projectExpenditures.accountId, expenditureSources.accountId), eq(projectExpenditures.expenditureSourceId, expenditureSources.id)),
    )
    .where(and(eq(expenditureSources.accountId, accountId), eq(expenditureSources.projectId, projectId)))
    .groupBy(expenditureSources.id, expenditureSourceNames.longName, expenditureSources.amount)
    .orderBy(asc(expenditureSources.id));
}

/**
 * Locks the source row until the transaction ends (`SELECT … FOR UPDATE`), so
 * a concurrent expenditure or total change on it waits: the balance checked is
 * the balance written against. `projectId`, when given, must match too.
 */
export async function lockExpenditureSource(
  db: Database,
  accountId: number,
  id: number,
  projectId?: number,
): Promise<{ id: number; projectId: number; amount: Centavos } | undefined> {
  const [row] = await db
    .select({ id: expenditureSources.id, projectId: expenditureSources.projectId, amount: expenditureSources.amount })
    .from(expenditureSources)
    .where(
      and(
        eq(expenditureSources.accountId, accountId),
        eq(expenditureSources.id, id),
        projectId === undefined ? undefined : eq(expenditureSources.projectId, projectId),
      ),
    )
    .for('update');
  return row;
}

/** The expenditures charged to a source (their ids and amounts), for the balance rule. */
export async function listChargedExpenditures(db: Database, accountId: number, sourceId: number): Promise<{ id: number; amount: Centavos }[]> {
  return db
    .select({ id: projectExpenditures.id, amount: projectExpenditures.amount })
    .from(projectExpenditures)
    .where(and(eq(projectExpenditures.accountId, accountId), eq(projectExpenditures.expenditureSourceId, sourceId)));
}

export async function countChargedExpenditures(db: Database, accountId: number, sourceId: number): Promise<number> {
  const [row] = await db
    .select({ charged: count() })
    .from(projectExpenditures)
    .where(and(eq(projectExpenditures.accountId, accountId), eq(projectExpenditures.expenditureSourceId, sourceId)));
  return row?.charged ?? 0;
}

export async function insertExpenditureSource(
  db: Database,
  accountId: number,
  values: { projectId: number; expenditureSourceNameId: number; amount: Centavos },
): Promise<number> {
  return insertOfficeRow(db, expenditureSources, accountId, values);
}

export async function updateExpenditureSourceAmount(db: Database, accountId: number, id: number, amount: Centavos): Promise<void> {
  await updateOfficeRow(db, expenditureSources, accountId, id, { amount });
}

export async function deleteExpenditureSource(db: Database, accountId: number, id: number): Promise<void> {
  await deleteOfficeRow(db, expenditureSources, accountId, id);
}
