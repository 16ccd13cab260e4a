import {
  centavosToPesos,
  summariseExpendituresByYear,
  type Centavos,
  type ExpendituresByYearItem,
  type YearExpenditure,
} from '@subaybay/domain';
import type { ServiceDeps } from '../../../lib/deps.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { listProjectExpenditureLines } from './finance-by-year.repository.js';

interface ProjectRef {
  id: number;
  name: string;
  allocation: Centavos;
}

export function createFinanceByYearService(deps: Pick<ServiceDeps, 'db'>) {
  const { db } = deps;
  return {
    /** Finance › Expenditures by year: the domain decides what is summed and which projects show. */
    async expendituresByYear(actor: AuthActor, year: number): Promise<ExpendituresByYearItem[]> {
      const lines = await listProjectExpenditureLines(db, actor.accountId, year);
      const byProject = new Map<number, { project: ProjectRef; expenditures: YearExpenditure[] }>();
      for (const line of lines) {
        let record = byProject.get(line.projectId);
        if (!record) {
          record = { project: { id: line.projectId, name: line.projectName, allocation: line.allocation }, expenditures: [] };
          byProject.set(line.projectId, record);
        }
        if (line.expenditureId !== null && line.amount !== null) {
          record.expenditures.push({ id: line.expenditureId, amount: line.amount, dateDisbursed: line.dateDisbursed });
        }
      }
      return summariseExpendituresByYear([...byProject.values()]).map(({ project, expenditures, total }) => ({
        project: { id: project.id, name: project.name, amount: centavosToPesos(project.allocation) },
        expenditures: expenditures.map((expenditure) => ({
          id: expenditure.id,
          amount: centavosToPesos(expenditure.amount),
          date_disbursed: expenditure.dateDisbursed,
        })),
        expenditures_total: centavosToPesos(total),
      }));
    },
  };
}
