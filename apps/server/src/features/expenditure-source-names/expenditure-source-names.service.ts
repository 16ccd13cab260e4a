import {
  AppError,
  type ExpenditureSourceName,
  type ExpenditureSourceNameInput,
} from '@subaybay/domain';
import { expenditureSourceNames } from '../../db/schema/expenditure-source-names.js';
import { mapUniqueViolation } from '../../db/unique-violations.js';
import { requireAccess } from '../../lib/access.js';
import type { ServiceDeps } from '../../lib/deps.js';
import type { AuthActor } from '../../plugins/auth.js';
import { NOT_FOUND } from '../../plugins/error-handler.js';
import { insertActorActivity } from '../../lib/activity-log.js';
import {
  insertExpenditureSourceName,
  listExpenditureSourceNames,
  SHORT_NAME_UNIQUE_INDEX,
  updateExpenditureSourceName,
  type ExpenditureSourceNameRow,
} from './expenditure-source-names.repository.js';

export const expenditureSourceNameServiceMessages = {
  shortNameTaken: 'This short name is already used by another expenditure source name.',
} as const;

/** `action_object_type` of this feature's activity log lines. */
const objectType = 'expenditure_source_name';

const toExpenditureSourceName = (row: ExpenditureSourceNameRow): ExpenditureSourceName => ({
  id: row.id,
  long_name: row.longName,
  short_name: row.shortName,
});

/** The unique index on (account, lower(short_name)) turned into the 400 a person can act on. */
const rethrowDuplicate = (error: unknown): never =>
  mapUniqueViolation(error, { [SHORT_NAME_UNIQUE_INDEX]: ['short_name', expenditureSourceNameServiceMessages.shortNameTaken] });

/**
 * Each operation: check the permission (403 with the table's refusal), check
 * that the ids are this office's (404), write with its activity log in one
 * transaction, answer the API shape.
 */
export function createExpenditureSourceNamesService(deps: ServiceDeps) {
  const { db } = deps;

  return {
    async listExpenditureSourceNames(actor: AuthActor): Promise<ExpenditureSourceName[]> {
      return (await listExpenditureSourceNames(db, actor.accountId)).map(toExpenditureSourceName);
    },

    async createExpenditureSourceName(
      actor: AuthActor,
      input: ExpenditureSourceNameInput,
      ip: string | null,
    ): Promise<ExpenditureSourceName> {
      const values = { longName: input.long_name, shortName: input.short_name };
      const row = await db
        .transaction(async (tx) => {
          const created = await insertExpenditureSourceName(tx, actor.accountId, values);
          await insertActorActivity(tx, actor, `Create expenditure source name: ${created.longName}`, { objectType, ip });
          return created;
        })
        .catch(rethrowDuplicate);
      return toExpenditureSourceName(row);
    },

    async updateExpenditureSourceName(
      actor: AuthActor,
      id: number,
      input: ExpenditureSourceNameInput,
      ip: string | null,
    ): Promise<ExpenditureSourceName> {
      await requireAccess(db, actor.accountId, expenditureSourceNames, [id]);
      const values = { longName: input.long_name, shortName: input.short_name };
      const row = await db
        .transaction(async (tx) => {
          const updated = await updateExpenditureSourceName(tx, actor.accountId, id, values);
          if (!updated) throw new AppError('NOT_FOUND', NOT_FOUND);
          await insertActorActivity(tx, actor, `Update expenditure source name: ${updated.longName}`, { objectType, ip });
          return updated;
        })
        .catch(rethrowDuplicate);
      return toExpenditureSourceName(row);
    },
  };
}
