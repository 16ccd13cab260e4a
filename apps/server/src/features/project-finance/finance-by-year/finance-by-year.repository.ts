import { and, asc, eq } from 'drizzle-orm';
import type { Centavos } from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { projectExpenditures, projects } from '../../../db/schema/projects.js';

/** SQL and nothing else; every query filters on the office's `accountId`. */

export interface ProjectExpenditureLine {
  projectId: number;
  projectName: string;
  allocation: Centavos;
  expenditureId: number | null;
  amount: Centavos | null;
  dateDisbursed: string | null;
}

/** Every project of the year with each of its expenditures, in one query (a project with none gives one empty line). */
export async function listProjectExpenditureLines(db: Database, accountId: number, year: number): Promise<ProjectExpenditureLine[]> {
  return db
    .select({
      projectId: projects.id,
      projectName: projects.name,
      allocation: projects.amount,
      expenditureId: projectExpenditures.id,
      amount: projectExpenditures.amount,
      dateDisbursed: projectExpenditures.dateDisbursed,
    })
    .from(projects)
    .leftJoin(projectExpenditures, and(eq(projectExpenditures.accountId, projects.accountId), eq(projectExpenditures.projectId, projects.id)))
    .where(and(eq(projects.accountId, accountId), eq(projects.implementationYear, year)))
    .orderBy(asc(projects.name), asc(projects.id), asc(projectExpenditures.dateDisbursed), asc(projectExpenditures.id));
}
