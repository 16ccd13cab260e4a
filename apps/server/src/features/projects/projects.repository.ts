import type { Centavos } from '@subaybay/domain';
import { and, count, desc, eq, asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { fundSources, municipalities, provinces, systems } from '../../db/schema/lookups.js';
import {
  contractProjects,
  expenditureSources,
  projectExpenditures,
  projects,
  requestedCash,
} from '../../db/schema/projects.js';
import { officeRow } from '../../db/tenancy.js';

/**
 * SQL and nothing else. Every query takes the office's `accountId` and filters
 * on it, so no call can read or change another office's projects.
 */

export interface ProjectYearRow {
  implementationYear: number;
  count: number;
  totalAllocation: Centavos;
}

/** One GROUP BY: the allocation is summed by the database in `numeric`, so the total is exact. */
export async function listProjectYears(db: Database, accountId: number): Promise<ProjectYearRow[]> {
  return db
    .select({
      implementationYear: projects.implementationYear,
      count: count(),
      totalAllocation: sql`coalesce(sum(${projects.amount}), 0)`.mapWith(projects.amount),
    })
    .from(projects)
    .where(eq(projects.accountId, accountId))
    .groupBy(projects.implementationYear)
    .orderBy(desc(projects.implementationYear));
}

export interface ProjectRow {
  id: number;
  name: string;
  description: string;
  amount: Centavos;
  implementationYear: number;
  fundSourceId: number | null;
  fundSourceName: string | null;
  systemId: number;
  systemName: string;
  municipalityId: number;
  municipalityName: string;
  provinceName: string;
  remarks: string;
}

const projectColumns = {
  id: projects.id,
  name: projects.name,
  description: projects.description,
  amount: projects.amount,
  implementationYear: projects.implementationYear,
  fundSourceId: fundSources.id,
  fundSourceName: fundSources.name,
  systemId: systems.id,
  systemName: systems.name,
  municipalityId: municipalities.id,
  municipalityName: municipalities.name,
  provinceName: provinces.name,
  remarks: projects.remarks,
};

/** Projects with their fund source, system, municipality and province, in one query; the caller's `where` filters on the office. */
function selectProjects(db: Database) {
  return db
    .select(projectColumns)
    .from(projects)
    .innerJoin(systems, and(eq(systems.accountId, projects.accountId), eq(systems.id, projects.systemId)))
    .innerJoin(municipalities, eq(municipalities.id, systems.municipalityId))
    .innerJoin(provinces, eq(provinces.id, municipalities.provinceId))
    .leftJoin(fundSources, and(eq(fundSources.accountId, projects.accountId), eq(fundSources.id, projects.fundSourceId)))
    .$dynamic();
}

export async function listProjectsOfYear(db: Database, accountId: number, year: number): Promise<ProjectRow[]> {
  return selectProjects(db)
    .where(and(eq(projects.accountId, accountId), eq(projects.implementationYear, year)))
    .orderBy(asc(projects.name), asc(projects.id));
}

export async function findProject(db: Database, accountId: number, id: number): Promise<ProjectRow | undefined> {
  const [row] = await selectProjects(db).where(officeRow(projects, accountId, id));
  return row;
}

export interface ProjectValues {
  name: string;
  amount: Centavos;
  implementationYear: number;
  fundSourceId: number | null;
  description: string;
  remarks: string;
}

export async function insertProject(
  db: Database,
  accountId: number,
  values: ProjectValues & { systemId: number },
): Promise<{ id: number; name: string }> {
  const [row] = await db
    .insert(projects)
    .values({ accountId, ...values })
    .returning({ id: projects.id, name: projects.name });
  return row!;
}

export async function updateProject(
  db: Database,
  accountId: number,
  id: number,
  values: ProjectValues,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .update(projects)
    .set(values)
    .where(officeRow(projects, accountId, id))
    .returning({ id: projects.id, name: projects.name });
  return row;
}

export async function countProjectContracts(db: Database, accountId: number, projectId: number): Promise<number> {
  const [row] = await db
    .select({ contracts: count() })
    .from(contractProjects)
    .where(and(eq(contractProjects.accountId, accountId), eq(contractProjects.projectId, projectId)));
  return row?.contracts ?? 0;
}

/**
 * Deletes a project with its own finance records: expenditures first (they
 * draw on the sources), then requested cash and sources, then the project.
 * Run it in a transaction. Contracts are not touched: their link keeps a
 * project with contracts from being deleted.
 */
export async function deleteProjectWithFinance(
  db: Database,
  accountId: number,
  projectId: number,
): Promise<{ id: number; name: string } | undefined> {
  await db
    .delete(projectExpenditures)
    .where(and(eq(projectExpenditures.accountId, accountId), eq(projectExpenditures.projectId, projectId)));
  await db.delete(requestedCash).where(and(eq(requestedCash.accountId, accountId), eq(requestedCash.projectId, projectId)));
  await db
    .delete(expenditureSources)
    .where(and(eq(expenditureSources.accountId, accountId), eq(expenditureSources.projectId, projectId)));
  const [row] = await db
    .delete(projects)
    .where(officeRow(projects, accountId, projectId))
    .returning({ id: projects.id, name: projects.name });
  return row;
}
