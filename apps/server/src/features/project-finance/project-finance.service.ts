import type { ProjectFinanceDates } from '@subaybay/domain';
import type { Database } from '../../db/client.js';
import {
  listProjectExpenditures,
  listProjectExpendituresOfYear,
  type ProjectExpenditureRow,
} from './project-expenditures/project-expenditures.repository.js';
import { listRequestedCash } from './requested-cash/requested-cash.repository.js';

/**
 * What other features may call of project finance (the boundary rule): the
 * expenditures the reports read, one query for a whole year.
 */
export type { ProjectExpenditureRow };

/** Every expenditure of the projects of implementation year `year`, with its source's name. */
export async function expendituresOfYear(db: Database, accountId: number, year: number): Promise<ProjectExpenditureRow[]> {
  return listProjectExpendituresOfYear(db, accountId, year);
}

/** Every expenditure of one project (the caller has checked the project is the office's). */
export async function expendituresOfProject(db: Database, accountId: number, projectId: number): Promise<ProjectExpenditureRow[]> {
  return listProjectExpenditures(db, accountId, projectId);
}

/** The dates of one project's expenditures and cash requests, for a change of its implementation year (docs/decisions/014). */
export async function financeDatesOfProject(db: Database, accountId: number, projectId: number): Promise<ProjectFinanceDates> {
  const expenditures = await listProjectExpenditures(db, accountId, projectId);
  const requestedCash = await listRequestedCash(db, accountId, projectId);
  return { expenditures, requestedCash };
}
