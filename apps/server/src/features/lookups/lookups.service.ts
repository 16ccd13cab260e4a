import {
  AppError,
  fieldError,
  fundSourceMessages,
  systemMessages,
  type FundSource,
  type FundSourceValues,
  type Municipality,
  type System,
  type SystemValues,
} from '@subaybay/domain';
import { foreignKeyViolationConstraint } from '../../db/errors.js';
import { fundSources, systems } from '../../db/schema/lookups.js';
import { uniqueViolationConstraint } from '../../db/unique-violations.js';
import { requireAccess } from '../../lib/access.js';
import { insertActorActivity } from '../../lib/activity-log.js';
import type { ServiceDeps } from '../../lib/deps.js';
import { isDatabaseId } from '../../lib/http.js';
import type { AuthActor } from '../../plugins/auth.js';
import { NOT_FOUND } from '../../plugins/error-handler.js';
import {
  countProjectsOfFundSource,
  deleteFundSource,
  findFundSource,
  findFundSourceNamed,
  findSystem,
  findSystemNamed,
  FUND_SOURCE_NAME_UNIQUE_INDEX,
  insertFundSource,
  insertSystem,
  listFundSources,
  listMunicipalities,
  listSystems,
  municipalityExists,
  SYSTEM_NAME_UNIQUE_INDEX,
  updateFundSource,
  updateSystem,
  type SystemRow,
} from './lookups.repository.js';

const toSystem = (row: SystemRow): System => ({ id: row.id, name: row.name, municipality: row.municipality, remarks: row.remarks });

/** A duplicate name is a 409 (spec 2 §7: "409 conflict shows the server's detail"), with the field for forms. */
const conflictOnName = (message: string) => new AppError('CONFLICT', message, { name: [message] });

/**
 * The unique index on (office, lower(name)) decides when two requests race
 * past the friendly check: its violation becomes the same 409; anything else
 * is rethrown.
 */
function rethrowDuplicateName(index: string, message: string) {
  return (error: unknown): never => {
    if (uniqueViolationConstraint(error) === index) throw conflictOnName(message);
    throw error;
  };
}

/**
 * Systems/categories and fund sources are each office's; municipalities are
 * the country's. Each write: permission (403), ownership of the ids it names
 * (404), the friendly checks, then the change and its activity log line in one
 * transaction.
 */
export function createLookupsService(deps: ServiceDeps) {
  const { db } = deps;

  /** The municipality a system names must exist; it is not the office's, so a missing one is bad input, not a 404. */
  async function requireMunicipality(id: number): Promise<void> {
    if (!isDatabaseId(id) || !(await municipalityExists(db, id))) {
      throw fieldError('municipality_id', systemMessages.municipalityUnknown);
    }
  }

  async function systemOrNotFound(accountId: number, id: number): Promise<System> {
    const row = await findSystem(db, accountId, id);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return toSystem(row);
  }

  return {
    async listMunicipalities(): Promise<Municipality[]> {
      return listMunicipalities(db);
    },

    async listSystems(actor: AuthActor): Promise<System[]> {
      return (await listSystems(db, actor.accountId)).map(toSystem);
    },

    async getSystem(actor: AuthActor, id: number): Promise<System> {
      return systemOrNotFound(actor.accountId, id);
    },

    async createSystem(actor: AuthActor, input: SystemValues, ip: string | null): Promise<System> {
      await requireMunicipality(input.municipality_id);
      const duplicateMessage = systemMessages.duplicate(input.name);
      const id = await db
        .transaction(async (tx) => {
          if (await findSystemNamed(tx, actor.accountId, input.name)) throw conflictOnName(duplicateMessage);
          const created = await insertSystem(tx, actor.accountId, { name: input.name, municipalityId: input.municipality_id, remarks: input.remarks });
          await insertActorActivity(tx, actor, `Create system: ${input.name}`, { objectType: 'system', ip });
          return created;
        })
        .catch(rethrowDuplicateName(SYSTEM_NAME_UNIQUE_INDEX, duplicateMessage));
      return systemOrNotFound(actor.accountId, id);
    },

    async updateSystem(actor: AuthActor, id: number, input: SystemValues, ip: string | null): Promise<System> {
      await requireAccess(db, actor.accountId, systems, [id]);
      await requireMunicipality(input.municipality_id);
      const duplicateMessage = systemMessages.duplicate(input.name);
      await db
        .transaction(async (tx) => {
          const namesake = await findSystemNamed(tx, actor.accountId, input.name);
          if (namesake && namesake.id !== id) throw conflictOnName(duplicateMessage);
          const updated = await updateSystem(tx, actor.accountId, id, { name: input.name, municipalityId: input.municipality_id, remarks: input.remarks });
          if (updated === undefined) throw new AppError('NOT_FOUND', NOT_FOUND);
          await insertActorActivity(tx, actor, `Update system: ${input.name}`, { objectType: 'system', ip });
        })
        .catch(rethrowDuplicateName(SYSTEM_NAME_UNIQUE_INDEX, duplicateMessage));
      return systemOrNotFound(actor.accountId, id);
    },

    async listFundSources(actor: AuthActor): Promise<FundSource[]> {
      return listFundSources(db, actor.accountId);
    },

    async createFundSource(actor: AuthActor, input: FundSourceValues, ip: string | null): Promise<FundSource> {
      const duplicateMessage = fundSourceMessages.duplicate(input.name);
      return db
        .transaction(async (tx) => {
          if (await findFundSourceNamed(tx, actor.accountId, input.name)) throw conflictOnName(duplicateMessage);
          const created = await insertFundSource(tx, actor.accountId, input.name);
          await insertActorActivity(tx, actor, `Create fund source: ${created.name}`, { objectType: 'fund_source', ip });
          return created;
        })
        .catch(rethrowDuplicateName(FUND_SOURCE_NAME_UNIQUE_INDEX, duplicateMessage));
    },

    async updateFundSource(actor: AuthActor, id: number, input: FundSourceValues, ip: string | null): Promise<FundSource> {
      await requireAccess(db, actor.accountId, fundSources, [id]);
      const duplicateMessage = fundSourceMessages.duplicate(input.name);
      return db
        .transaction(async (tx) => {
          const namesake = await findFundSourceNamed(tx, actor.accountId, input.name);
          if (namesake && namesake.id !== id) throw conflictOnName(duplicateMessage);
          const updated = await updateFundSource(tx, actor.accountId, id, input.name);
          if (!updated) throw new AppError('NOT_FOUND', NOT_FOUND);
          await insertActorActivity(tx, actor, `Update fund source: ${updated.name}`, { objectType: 'fund_source', ip });
          return updated;
        })
        .catch(rethrowDuplicateName(FUND_SOURCE_NAME_UNIQUE_INDEX, duplicateMessage));
    },

    /**
     * A fund source that a project names is kept (400 saying how many). The
     * count runs in the transaction; a project added between the count and the
     * delete makes the foreign key refuse the delete, which answers the same 400.
     */
    async deleteFundSource(actor: AuthActor, id: number, ip: string | null): Promise<void> {
      await requireAccess(db, actor.accountId, fundSources, [id]);
      const fundSource = await findFundSource(db, actor.accountId, id);
      if (!fundSource) throw new AppError('NOT_FOUND', NOT_FOUND);
      const refuseInUse = (projectCount: number) => new AppError('VALIDATION', fundSourceMessages.inUse(fundSource.name, projectCount));
      await db
        .transaction(async (tx) => {
          const projectCount = await countProjectsOfFundSource(tx, actor.accountId, id);
          if (projectCount > 0) throw refuseInUse(projectCount);
          const deleted = await deleteFundSource(tx, actor.accountId, id);
          if (!deleted) throw new AppError('NOT_FOUND', NOT_FOUND);
          await insertActorActivity(tx, actor, `Delete fund source: ${deleted.name}`, { objectType: 'fund_source', ip });
        })
        .catch(async (error: unknown) => {
          if (foreignKeyViolationConstraint(error) === undefined) throw error;
          throw refuseInUse(Math.max(1, await countProjectsOfFundSource(db, actor.accountId, id)));
        });
    },
  };
}
