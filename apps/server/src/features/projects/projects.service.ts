import {
  AppError,
  centavosToPesos,
  fieldError,
  projectMessages,
  validateImplementationYearKeepsFinanceDates,
  type Project,
  type ProjectCreateValues,
  type ProjectUpdateValues,
  type ProjectYearSummary,
} from '@subaybay/domain';
import { fundSources, systems } from '../../db/schema/lookups.js';
import { projects } from '../../db/schema/projects.js';
import { requireAccess, type TenantTable } from '../../lib/access.js';
import { insertActorActivity } from '../../lib/activity-log.js';
import type { ServiceDeps } from '../../lib/deps.js';
import type { AuthActor } from '../../plugins/auth.js';
import type { Database } from '../../db/client.js';
import { foreignKeyViolationConstraint } from '../../db/errors.js';
import { NOT_FOUND } from '../../plugins/error-handler.js';
import { financeDatesOfProject } from '../project-finance/project-finance.service.js';
import {
  countProjectContracts,
  deleteProjectWithFinance,
  findProject,
  insertProject,
  listProjectsOfYear,
  listProjectYears,
  updateProject,
  type ProjectRow,
} from './projects.repository.js';

/** `action_object_type` of this feature's activity log lines. */
const objectType = 'project';

/** The constraint that keeps a project with contracts (contract_projects → projects, no action). */
const CONTRACT_LINK_CONSTRAINT = 'contract_projects_project_fk';

const toProject = (row: ProjectRow): Project => ({
  id: row.id,
  name: row.name,
  description: row.description,
  amount: centavosToPesos(row.amount),
  implementation_year: row.implementationYear,
  fund_source: row.fundSourceId === null ? null : { id: row.fundSourceId, name: row.fundSourceName ?? '' },
  system: {
    id: row.systemId,
    name: row.systemName,
    municipality: { id: row.municipalityId, name: row.municipalityName, province: row.provinceName },
  },
  remarks: row.remarks,
});

/**
 * A system or fund source named in a body is input, not the record the path
 * names: one of another office (or none) is a 400 on that field, saying what
 * to do, rather than the 404 of a missing project.
 */
async function requireOwnedChoice(db: Database, accountId: number, table: TenantTable, id: number, field: string, message: string) {
  try {
    await requireAccess(db, accountId, table, [id]);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw fieldError(field, message);
    throw error;
  }
}

/**
 * Each operation: check the permission (403 with the table's refusal), check
 * that the ids are this office's, write with its activity log in one
 * transaction, answer the API shape.
 */
export function createProjectsService(deps: Pick<ServiceDeps, 'db'>) {
  const { db } = deps;

  async function readProject(accountId: number, id: number): Promise<Project> {
    const row = await findProject(db, accountId, id);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return toProject(row);
  }

  return {
    async listProjectYears(actor: AuthActor): Promise<ProjectYearSummary[]> {
      return (await listProjectYears(db, actor.accountId)).map((row) => ({
        implementation_year: row.implementationYear,
        count: row.count,
        total_allocation: centavosToPesos(row.totalAllocation),
      }));
    },

    async listProjectsOfYear(actor: AuthActor, year: number): Promise<Project[]> {
      return (await listProjectsOfYear(db, actor.accountId, year)).map(toProject);
    },

    async getProject(actor: AuthActor, id: number): Promise<Project> {
      return readProject(actor.accountId, id);
    },

    async createProject(actor: AuthActor, input: ProjectCreateValues, ip: string | null): Promise<Project> {
      await requireOwnedChoice(db, actor.accountId, systems, input.system_id, 'system_id', projectMessages.systemNotFound);
      if (input.fund_source_id !== null) {
        await requireOwnedChoice(db, actor.accountId, fundSources, input.fund_source_id, 'fund_source_id', projectMessages.fundSourceNotFound);
      }
      const created = await db.transaction(async (tx) => {
        const row = await insertProject(tx, actor.accountId, {
          name: input.name,
          amount: input.amount,
          implementationYear: input.implementation_year,
          systemId: input.system_id,
          fundSourceId: input.fund_source_id,
          description: input.description,
          remarks: input.remarks,
        });
        await insertActorActivity(tx, actor, `Add project: ${row.name}`, { objectType, ip });
        return row;
      });
      return readProject(actor.accountId, created.id);
    },

    async updateProject(actor: AuthActor, id: number, input: ProjectUpdateValues, ip: string | null): Promise<Project> {
      await requireAccess(db, actor.accountId, projects, [id]);
      await requireOwnedChoice(db, actor.accountId, fundSources, input.fund_source_id, 'fund_source_id', projectMessages.fundSourceNotFound);
      await db.transaction(async (tx) => {
        const before = await findProject(tx, actor.accountId, id);
        if (!before) throw new AppError('NOT_FOUND', NOT_FOUND);
        // The row lock of the update below makes expenditure writes (which read the year FOR SHARE) wait for this one.
        const row = await updateProject(tx, actor.accountId, id, {
          name: input.name,
          amount: input.amount,
          implementationYear: input.implementation_year,
          fundSourceId: input.fund_source_id,
          description: input.description,
          remarks: input.remarks,
        });
        if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
        if (before.implementationYear !== input.implementation_year) {
          validateImplementationYearKeepsFinanceDates(input.implementation_year, await financeDatesOfProject(tx, actor.accountId, id));
        }
        await insertActorActivity(tx, actor, `Update project: ${row.name}`, { objectType, ip });
      });
      return readProject(actor.accountId, id);
    },

    async deleteProject(actor: AuthActor, id: number, ip: string | null): Promise<void> {
      await requireAccess(db, actor.accountId, projects, [id]);
      const refuseWithContracts = (contracts: number) => new AppError('VALIDATION', projectMessages.hasContracts(contracts));
      try {
        await db.transaction(async (tx) => {
          const contracts = await countProjectContracts(tx, actor.accountId, id);
          if (contracts > 0) throw refuseWithContracts(contracts);
          const deleted = await deleteProjectWithFinance(tx, actor.accountId, id);
          if (!deleted) throw new AppError('NOT_FOUND', NOT_FOUND);
          await insertActorActivity(tx, actor, `Delete project: ${deleted.name}`, { objectType, ip });
        });
      } catch (error) {
        // A contract attached between the count and the delete: the foreign key refuses, and so do we.
        if (foreignKeyViolationConstraint(error) === CONTRACT_LINK_CONSTRAINT) {
          throw refuseWithContracts(Math.max(1, await countProjectContracts(db, actor.accountId, id)));
        }
        throw error;
      }
    },
  };
}

/** For the reports (the boundary rule): the office's projects of a year, by name, with fund source and system; one query. */
export async function projectRowsOfYear(db: Database, accountId: number, year: number): Promise<ProjectRow[]> {
  return listProjectsOfYear(db, accountId, year);
}

/** For the reports: the office's project, or undefined (missing or another office's). */
export async function findProjectRow(db: Database, accountId: number, projectId: number): Promise<ProjectRow | undefined> {
  return findProject(db, accountId, projectId);
}

export type { ProjectRow };
