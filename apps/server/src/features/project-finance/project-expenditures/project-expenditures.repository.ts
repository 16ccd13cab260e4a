import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Centavos, IsoDate } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { expenditureSourceNames } from '../../../db/schema/expenditure-source-names.js';
import { expenditureSources, projectExpenditures, projects } from '../../../db/schema/projects.js';
import { deleteOfficeRow, insertOfficeRow, updateOfficeRow, officeRow } from '../../../db/tenancy.js';

/** SQL and nothing else; every query filters on the office's `accountId`. Accepts a transaction as `db`. */

export interface ProjectExpenditureRow {
  id: number;
  projectId: number;
  sourceId: number;
  sourceName: string;
  amount: Centavos;
  entryDate: Date;
  dateObligated: IsoDate;
  dateDisbursed: IsoDate | null;
  remarks: string;
}

function selectWithSource(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: projectExpenditures.id,
      projectId: projectExpenditures.projectId,
      sourceId: expenditureSources.id,
      sourceName: expenditureSourceNames.longName,
      amount: projectExpenditures.amount,
      entryDate: projectExpenditures.entryDate,
      dateObligated: projectExpenditures.dateObligated,
      dateDisbursed: projectExpenditures.dateDisbursed,
      remarks: projectExpenditures.remarks,
    })
    .from(projectExpenditures)
    .innerJoin(
      expenditureSources,
      and(eq(expenditureSources.accountId, projectExpenditures.accountId), eq(expenditureSources.id, projectExpenditures.expenditureSourceId)),
    )
    .innerJoin(
      expenditureSourceNames,
      and(eq(expenditureSourceNames.accountId, expenditureSources.accountId), eq(expenditureSourceNames.id, expenditureSources.expenditureSourceNameId)),
    )
    .innerJoin(projects, and(eq(projects.accountId, projectExpenditures.accountId), eq(projects.id, projectExpenditures.projectId)))
    .where(where)
    .orderBy(asc(projectExpenditures.dateObligated), asc(projectExpenditures.id));
}

export async function findProjectExpenditure(db: Database, accountId: number, id: number): Promise<ProjectExpenditureRow | undefined> {
  const [row] = await selectWithSource(db, officeRow(projectExpenditures, accountId, id));
  return row;
}

export async function listProjectExpenditures(db: Database, accountId: number, projectId: number): Promise<ProjectExpenditureRow[]> {
  return selectWithSource(db, and(eq(projectExpenditures.accountId, accountId), eq(projectExpenditures.projectId, projectId)));
}

export async function listProjectExpendituresOfYear(db: Database, accountId: number, year: number): Promise<ProjectExpenditureRow[]> {
  return selectWithSource(db, and(eq(projectExpenditures.accountId, accountId), eq(projects.implementationYear, year)));
}

/** Locks the expenditure row until the transaction ends, so two changes to it take turns. */
export async function lockProjectExpenditure(
  db: Database,
  accountId: number,
  id: number,
): Promise<{ projectId: number; entryDate: Date } | undefined> {
  const [row] = await db
    .select({ projectId: projectExpenditures.projectId, entryDate: projectExpenditures.entryDate })
    .from(projectExpenditures)
    .where(officeRow(projectExpenditures, accountId, id))
    .for('update');
  return row;
}

export interface ExpenditureValues {
  expenditureSourceId: number;
  amount: Centavos;
  dateObligated: IsoDate;
  dateDisbursed: IsoDate | null;
  remarks: string;
}

export async function insertProjectExpenditure(
  db: Database,
  accountId: number,
  values: ExpenditureValues & { projectId: number; entryDate: Date; createdById: number },
): Promise<number> {
  return insertOfficeRow(db, projectExpenditures, accountId, values);
}

export async function updateProjectExpenditure(db: Database, accountId: number, id: number, values: ExpenditureValues): Promise<void> {
  await updateOfficeRow(db, projectExpenditures, accountId, id, values);
}

export async function deleteProjectExpenditure(db: Database, accountId: number, id: number): Promise<void> {
  await deleteOfficeRow(db, projectExpenditures, accountId, id);
}
