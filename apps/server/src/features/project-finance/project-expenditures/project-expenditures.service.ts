import {
  AppError,
  centavosToPesos,
  expenditureChangeRefusal,
  fieldError,
  projectFinanceMessages,
  todayInManila,
  validateExpenditure,
  validateExpenditureDates,
  type ProjectExpenditure,
  type ProjectExpenditureCreateInput,
  type ProjectExpenditureUpdateInput,
  formatCentavos,
  type IsoDate,
} from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { expenditureSources, projectExpenditures, projects } from '../../../db/schema/projects.js';
import { requireAccess } from '../../../lib/access.js';
import { insertActorActivity } from '../../../lib/activity-log.js';
import type { ServiceDeps } from '../../../lib/deps.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { NOT_FOUND } from '../../../plugins/error-handler.js';
// The balance rule needs the source locked and its charges: the expenditure-sources repository's SQL, same feature.
import { listChargedExpenditures, lockExpenditureSource } from '../expenditure-sources/expenditure-sources.repository.js';
import { lockProjectImplementationYear } from '../project-year.repository.js';
import {
  deleteProjectExpenditure,
  findProjectExpenditure,
  insertProjectExpenditure,
  listProjectExpenditures,
  listProjectExpendituresOfYear,
  lockProjectExpenditure,
  updateProjectExpenditure,
  type ExpenditureValues,
  type ProjectExpenditureRow,
} from './project-expenditures.repository.js';

const objectType = 'project_expenditure';

const toProjectExpenditure = (row: ProjectExpenditureRow): ProjectExpenditure => ({
  id: row.id,
  project_id: row.projectId,
  expenditure_source: { id: row.sourceId, long_name: row.sourceName },
  amount: centavosToPesos(row.amount),
  entry_date: row.entryDate.toISOString(),
  date_obligated: row.dateObligated,
  date_disbursed: row.dateDisbursed,
  remarks: row.remarks,
});

const valuesOf = (input: ProjectExpenditureUpdateInput): ExpenditureValues => ({
  expenditureSourceId: input.expenditure_source_id,
  amount: input.amount,
  dateObligated: input.date_obligated,
  dateDisbursed: input.date_disbursed,
  remarks: input.remarks,
});

/**
 * Inside the caller's transaction: locks the source (it must be one of
 * `projectId`'s) and refuses an amount above its balance. The lock makes a
 * concurrent expenditure on the same source wait for this one to commit, so
 * two cannot both pass the check and overdraw it.
 */
async function checkBalance(tx: Database, accountId: number, projectId: number, sourceId: number, expenditure: { id?: number; amount: ExpenditureValues['amount'] }) {
  const source = await lockExpenditureSource(tx, accountId, sourceId, projectId);
  if (!source) throw fieldError('expenditure_source_id', projectFinanceMessages.expenditureSourceOfAnotherProject);
  const charged = await listChargedExpenditures(tx, accountId, sourceId);
  validateExpenditure({ total: source.amount, expenditures: charged }, expenditure);
}

/** Inside the caller's transaction: the dates against today and the project's implementation year (docs/decisions/014). */
async function checkDates(tx: Database, accountId: number, projectId: number, input: ProjectExpenditureUpdateInput, today: IsoDate) {
  const implementationYear = await lockProjectImplementationYear(tx, accountId, projectId);
  if (implementationYear === undefined) throw new AppError('NOT_FOUND', NOT_FOUND);
  validateExpenditureDates({ dateObligated: input.date_obligated, dateDisbursed: input.date_disbursed }, implementationYear, today);
}

export function createProjectExpendituresService(deps: Pick<ServiceDeps, 'db' | 'now'>) {
  const { db, now } = deps;

  async function loadOrFail(actor: AuthActor, id: number): Promise<ProjectExpenditure> {
    const row = await findProjectExpenditure(db, actor.accountId, id);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return toProjectExpenditure(row);
  }

  /** Locks the expenditure and applies the one-day window (403 with the spec's message). */
  async function lockChangeable(tx: Database, actor: AuthActor, id: number) {
    const locked = await lockProjectExpenditure(tx, actor.accountId, id);
    if (!locked) throw new AppError('NOT_FOUND', NOT_FOUND);
    const refusal = expenditureChangeRefusal(actor, locked.entryDate, now());
    if (refusal) throw new AppError('FORBIDDEN', refusal);
    return locked;
  }

  return {
    getOne: (actor: AuthActor, id: number) => loadOrFail(actor, id),

    async listByProject(actor: AuthActor, projectId: number): Promise<ProjectExpenditure[]> {
      await requireAccess(db, actor.accountId, projects, [projectId]);
      return (await listProjectExpenditures(db, actor.accountId, projectId)).map(toProjectExpenditure);
    },

    async listByYear(actor: AuthActor, year: number): Promise<ProjectExpenditure[]> {
      return (await listProjectExpendituresOfYear(db, actor.accountId, year)).map(toProjectExpenditure);
    },

    async create(actor: AuthActor, input: ProjectExpenditureCreateInput, ip: string | null): Promise<ProjectExpenditure> {
      await requireAccess(db, actor.accountId, projects, [input.project_id]);
      await requireAccess(db, actor.accountId, expenditureSources, [input.expenditure_source_id]);
      const id = await db.transaction(async (tx) => {
        await checkDates(tx, actor.accountId, input.project_id, input, todayInManila(now()));
        await checkBalance(tx, actor.accountId, input.project_id, input.expenditure_source_id, { amount: input.amount });
        const created = await insertProjectExpenditure(tx, actor.accountId, {
          ...valuesOf(input),
          projectId: input.project_id,
          // The window runs from the server's clock, never the client's.
          entryDate: now(),
          createdById: actor.userId,
        });
        await insertActorActivity(tx, actor, `Add project expenditure ${formatCentavos(input.amount)}`, { objectType, ip });
        return created;
      });
      return loadOrFail(actor, id);
    },

    async update(actor: AuthActor, id: number, input: ProjectExpenditureUpdateInput, ip: string | null): Promise<ProjectExpenditure> {
      await requireAccess(db, actor.accountId, projectExpenditures, [id]);
      await requireAccess(db, actor.accountId, expenditureSources, [input.expenditure_source_id]);
      await db.transaction(async (tx) => {
        const locked = await lockChangeable(tx, actor, id);
        await checkDates(tx, actor.accountId, locked.projectId, input, todayInManila(now()));
        // Its own old amount is given back first (validateExpenditure matches it by id).
        await checkBalance(tx, actor.accountId, locked.projectId, input.expenditure_source_id, { id, amount: input.amount });
        await updateProjectExpenditure(tx, actor.accountId, id, valuesOf(input));
        await insertActorActivity(tx, actor, `Update project expenditure ${formatCentavos(input.amount)}`, { objectType, ip });
      });
      return loadOrFail(actor, id);
    },

    async remove(actor: AuthActor, id: number, ip: string | null): Promise<void> {
      await requireAccess(db, actor.accountId, projectExpenditures, [id]);
      await db.transaction(async (tx) => {
        await lockChangeable(tx, actor, id);
        const row = await findProjectExpenditure(tx, actor.accountId, id);
        await deleteProjectExpenditure(tx, actor.accountId, id);
        await insertActorActivity(tx, actor, `Delete project expenditure ${formatCentavos(row!.amount)}`, { objectType, ip });
      });
    },
  };
}
