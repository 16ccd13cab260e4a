import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { fundSources, municipalities, provinces, systems } from '../../db/schema/lookups.js';
import { projects } from '../../db/schema/projects.js';
import { insertOfficeRow, officeRow } from '../../db/tenancy.js';

/**
 * SQL and nothing else. Municipalities and provinces are the country's (no
 * office column); every query of systems and fund sources takes the office's
 * `accountId` and filters on it.
 */

export { FUND_SOURCE_NAME_UNIQUE_INDEX, SYSTEM_NAME_UNIQUE_INDEX } from '../../db/schema/lookups.js';

/** The comparison the unique indexes on `lower(name)` make, done by the database so both agree. */
const sameNameIgnoringCase = (column: AnyPgColumn, name: string): SQL => sql`lower(${column}) = lower(${name})`;

export type MunicipalityRow = { id: number; name: string; province: string };

const municipalityColumns = { id: municipalities.id, name: municipalities.name, province: provinces.name };

/** Every city and municipality, ordered as a person scans them: by province, then by name. */
export async function listMunicipalities(db: Database): Promise<MunicipalityRow[]> {
  return db
    .select(municipalityColumns)
    .from(municipalities)
    .innerJoin(provinces, eq(provinces.id, municipalities.provinceId))
    .orderBy(asc(provinces.name), asc(municipalities.name), asc(municipalities.id));
}

export async function municipalityExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: municipalities.id }).from(municipalities).where(eq(municipalities.id, id));
  return row !== undefined;
}

export type SystemRow = { id: number; name: string; remarks: string; municipality: MunicipalityRow };

const systemColumns = {
  id: systems.id,
  name: systems.name,
  remarks: systems.remarks,
  municipality: municipalityColumns,
};

function selectSystems(db: Database) {
  return db
    .select(systemColumns)
    .from(systems)
    .innerJoin(municipalities, eq(municipalities.id, systems.municipalityId))
    .innerJoin(provinces, eq(provinces.id, municipalities.provinceId));
}

export async function listSystems(db: Database, accountId: number): Promise<SystemRow[]> {
  return selectSystems(db).where(eq(systems.accountId, accountId)).orderBy(asc(systems.id));
}

export async function findSystem(db: Database, accountId: number, id: number): Promise<SystemRow | undefined> {
  const [row] = await selectSystems(db).where(officeRow(systems, accountId, id));
  return row;
}

export type SystemValues = { name: string; municipalityId: number; remarks: string };

export async function insertSystem(db: Database, accountId: number, values: SystemValues): Promise<number> {
  return insertOfficeRow(db, systems, accountId, values);
}

/** The id when the office's system was updated, undefined when it has none with `id`. */
export async function updateSystem(db: Database, accountId: number, id: number, values: SystemValues): Promise<number | undefined> {
  const [row] = await db
    .update(systems)
    .set(values)
    .where(officeRow(systems, accountId, id))
    .returning({ id: systems.id });
  return row?.id;
}

/** The office's other system with this name, ignoring case (what the unique index compares). */
export async function findSystemNamed(db: Database, accountId: number, name: string): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: systems.id, name: systems.name })
    .from(systems)
    .where(and(eq(systems.accountId, accountId), sameNameIgnoringCase(systems.name, name)));
  return row;
}

export type FundSourceRow = { id: number; name: string };

const fundSourceColumns = { id: fundSources.id, name: fundSources.name };

export async function listFundSources(db: Database, accountId: number): Promise<FundSourceRow[]> {
  return db.select(fundSourceColumns).from(fundSources).where(eq(fundSources.accountId, accountId)).orderBy(asc(fundSources.id));
}

export async function findFundSource(db: Database, accountId: number, id: number): Promise<FundSourceRow | undefined> {
  const [row] = await db
    .select(fundSourceColumns)
    .from(fundSources)
    .where(officeRow(fundSources, accountId, id));
  return row;
}

export async function findFundSourceNamed(db: Database, accountId: number, name: string): Promise<FundSourceRow | undefined> {
  const [row] = await db
    .select(fundSourceColumns)
    .from(fundSources)
    .where(and(eq(fundSources.accountId, accountId), sameNameIgnoringCase(fundSources.name, name)));
  return row;
}

export async function insertFundSource(db: Database, accountId: number, name: string): Promise<FundSourceRow> {
  const [row] = await db.insert(fundSources).values({ accountId, name }).returning(fundSourceColumns);
  return row!;
}

export async function updateFundSource(db: Database, accountId: number, id: number, name: string): Promise<FundSourceRow | undefined> {
  const [row] = await db
    .update(fundSources)
    .set({ name })
    .where(officeRow(fundSources, accountId, id))
    .returning(fundSourceColumns);
  return row;
}

export async function deleteFundSource(db: Database, accountId: number, id: number): Promise<FundSourceRow | undefined> {
  const [row] = await db
    .delete(fundSources)
    .where(officeRow(fundSources, accountId, id))
    .returning(fundSourceColumns);
  return row;
}

/** How many of the office's projects name this fund source (a fund source in use is kept). */
export async function countProjectsOfFundSource(db: Database, accountId: number, fundSourceId: number): Promise<number> {
  const [row] = await db
    .select({ projects: count() })
    .from(projects)
    .where(and(eq(projects.accountId, accountId), eq(projects.fundSourceId, fundSourceId)));
  return row?.projects ?? 0;
}
