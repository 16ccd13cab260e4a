import {
  AppError,
  centavosToPesos,
  expenditureSourceBalance,
  fieldError,
  projectFinanceMessages,
  validateExpenditureSourceTotal,
  type Centavos,
  type ExpenditureSource,
  type ExpenditureSourceBalance,
  type ExpenditureSourceCreateInput,
  formatCentavos,
} from '@subaybay/domain';
import { expenditureSourceNames } from '../../../db/schema/expenditure-source-names.js';
import { expenditureSources, projects } from '../../../db/schema/projects.js';
import { requireAccess } from '../../../lib/access.js';
import { insertActorActivity } from '../../../lib/activity-log.js';
import type { ServiceDeps } from '../../../lib/deps.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { NOT_FOUND } from '../../../plugins/error-handler.js';
import { foreignKeyViolationConstraint } from '../../../db/errors.js';
import {
  countChargedExpenditures,
  deleteExpenditureSource,
  findExpenditureSource,
  insertExpenditureSource,
  listChargedExpenditures,
  listExpenditureSources,
  listExpenditureSourceTotals,
  lockExpenditureSource,
  updateExpenditureSourceAmount,
  type ExpenditureSourceRow,
} from './expenditure-sources.repository.js';

const objectType = 'expenditure_source';

const toExpenditureSource = (row: ExpenditureSourceRow): ExpenditureSource => ({
  id: row.id,
  project_id: row.projectId,
  expenditure_source_name: { id: row.nameId, long_name: row.longName },
  amount: centavosToPesos(row.amount),
});

const inUse = () => new AppError('VALIDATION', projectFinanceMessages.expenditureSourceInUse);

export function createExpenditureSourcesService(deps: Pick<ServiceDeps, 'db'>) {
  const { db } = deps;

  async function loadOrFail(actor: AuthActor, id: number): Promise<ExpenditureSource> {
    const row = await findExpenditureSource(db, actor.accountId, id);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return toExpenditureSource(row);
  }

  return {
    async listBalances(actor: AuthActor, projectId: number): Promise<ExpenditureSourceBalance[]> {
      await requireAccess(db, actor.accountId, projects, [projectId]);
      const rows = await listExpenditureSourceTotals(db, actor.accountId, projectId);
      return rows.map((row) => ({
        id: row.id,
        name: row.longName,
        balance: centavosToPesos(expenditureSourceBalance(row.total, [{ amount: row.spent }])),
        total: centavosToPesos(row.total),
      }));
    },

    async listByProject(actor: AuthActor, projectId: number): Promise<ExpenditureSource[]> {
      await requireAccess(db, actor.accountId, projects, [projectId]);
      return (await listExpenditureSources(db, actor.accountId, projectId)).map(toExpenditureSource);
    },

    async create(actor: AuthActor, input: ExpenditureSourceCreateInput, ip: string | null): Promise<ExpenditureSource> {
      await requireAccess(db, actor.accountId, projects, [input.project_id]);
      await requireAccess(db, actor.accountId, expenditureSourceNames, [input.expenditure_source_name_id]);
      const id = await db.transaction(async (tx) => {
        const created = await insertExpenditureSource(tx, actor.accountId, {
          projectId: input.project_id,
          expenditureSourceNameId: input.expenditure_source_name_id,
          amount: input.amount,
        });
        const row = await findExpenditureSource(tx, actor.accountId, created);
        await insertActorActivity(tx, actor, `Add expenditure source: ${row!.longName} ${formatCentavos(input.amount)}`, { objectType, ip });
        return created;
      });
      return loadOrFail(actor, id);
    },

    /** A new total, never below what is already spent from the source (400 stating it). */
    async updateAmount(actor: AuthActor, id: number | undefined, amount: Centavos, ip: string | null): Promise<ExpenditureSource> {
      if (id === undefined) throw fieldError('expenditure_source_id', projectFinanceMessages.expenditureSourceRequired);
      await requireAccess(db, actor.accountId, expenditureSources, [id]);
      await db.transaction(async (tx) => {
        const locked = await lockExpenditureSource(tx, actor.accountId, id);
        if (!locked) throw new AppError('NOT_FOUND', NOT_FOUND);
        validateExpenditureSourceTotal(amount, await listChargedExpenditures(tx, actor.accountId, id));
        await updateExpenditureSourceAmount(tx, actor.accountId, id, amount);
        const row = await findExpenditureSource(tx, actor.accountId, id);
        await insertActorActivity(tx, actor, `Update expenditure source: ${row!.longName} ${formatCentavos(locked.amount)} to ${formatCentavos(amount)}`, {
          objectType,
          ip,
        });
      });
      return loadOrFail(actor, id);
    },

    /** A source with expenditures stays (400): its spending would lose what it was charged to. */
    async remove(actor: AuthActor, id: number, ip: string | null): Promise<void> {
      await requireAccess(db, actor.accountId, expenditureSources, [id]);
      await db
        .transaction(async (tx) => {
          const row = await findExpenditureSource(tx, actor.accountId, id);
          if (!row || !(await lockExpenditureSource(tx, actor.accountId, id))) throw new AppError('NOT_FOUND', NOT_FOUND);
          if ((await countChargedExpenditures(tx, actor.accountId, id)) > 0) throw inUse();
          await deleteExpenditureSource(tx, actor.accountId, id);
          await insertActorActivity(tx, actor, `Delete expenditure source: ${row.longName} ${formatCentavos(row.amount)}`, { objectType, ip });
        })
        // An expenditure added between the count and the delete still trips the foreign key.
        .catch((error: unknown) => {
          if (foreignKeyViolationConstraint(error) !== undefined) throw inUse();
          throw error;
        });
    },
  };
}
