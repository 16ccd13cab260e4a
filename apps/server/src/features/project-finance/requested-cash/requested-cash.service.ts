import {
  AppError,
  centavosToPesos,
  todayInManila,
  validateRequestedCashDate,
  type RequestedCash,
  type RequestedCashCreateInput,
  formatCentavos,
} from '@subaybay/domain';
import { projects, requestedCash } from '../../../db/schema/projects.js';
import { requireAccess } from '../../../lib/access.js';
import { insertActorActivity } from '../../../lib/activity-log.js';
import type { ServiceDeps } from '../../../lib/deps.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { NOT_FOUND } from '../../../plugins/error-handler.js';
import { lockProjectImplementationYear } from '../project-year.repository.js';
import { deleteRequestedCash, insertRequestedCash, listRequestedCash, type RequestedCashRow } from './requested-cash.repository.js';

const objectType = 'requested_cash';

const toRequestedCash = (row: RequestedCashRow): RequestedCash => ({
  id: row.id,
  project_id: row.projectId,
  amount: centavosToPesos(row.amount),
  requested_on: row.requestedOn,
  remarks: row.remarks,
});

export function createRequestedCashService(deps: Pick<ServiceDeps, 'db' | 'now'>) {
  const { db, now } = deps;
  return {
    async listByProject(actor: AuthActor, projectId: number): Promise<RequestedCash[]> {
      await requireAccess(db, actor.accountId, projects, [projectId]);
      return (await listRequestedCash(db, actor.accountId, projectId)).map(toRequestedCash);
    },

    async create(actor: AuthActor, input: RequestedCashCreateInput, ip: string | null): Promise<RequestedCash> {
      await requireAccess(db, actor.accountId, projects, [input.project_id]);
      const row = await db.transaction(async (tx) => {
        const implementationYear = await lockProjectImplementationYear(tx, actor.accountId, input.project_id);
        if (implementationYear === undefined) throw new AppError('NOT_FOUND', NOT_FOUND);
        validateRequestedCashDate(input.requested_on, implementationYear, todayInManila(now()));
        const created = await insertRequestedCash(tx, actor.accountId, {
          projectId: input.project_id,
          amount: input.amount,
          requestedOn: input.requested_on,
          remarks: input.remarks,
        });
        // Spec 2 §7's example line.
        await insertActorActivity(tx, actor, `Add requested cash ${formatCentavos(created.amount)}`, { objectType, ip });
        return created;
      });
      return toRequestedCash(row);
    },

    async remove(actor: AuthActor, id: number, ip: string | null): Promise<void> {
      await requireAccess(db, actor.accountId, requestedCash, [id]);
      await db.transaction(async (tx) => {
        const deleted = await deleteRequestedCash(tx, actor.accountId, id);
        if (!deleted) throw new AppError('NOT_FOUND', NOT_FOUND);
        await insertActorActivity(tx, actor, `Delete requested cash ${formatCentavos(deleted.amount)}`, { objectType, ip });
      });
    },
  };
}
