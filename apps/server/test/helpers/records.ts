import { centavos, type Centavos, type IsoDate } from '@subaybay/domain';
import { asc } from 'drizzle-orm';
import { expenditureSourceNames } from '../../src/db/schema/expenditure-source-names.js';
import { fundSources, municipalities, provinces, systems } from '../../src/db/schema/lookups.js';
import { contractProjects, contracts, expenditureSources, projects } from '../../src/db/schema/projects.js';
import { unique } from './factories.js';
import type { TestApp } from './test-app.js';

/**
 * Records a test needs as its starting point, written straight to the
 * database (the features' own endpoints are what their tests exercise).
 * Each takes the office and returns the row's id.
 */

/** A municipality id: the first seeded one, or one made for the test when none is seeded. */
export async function anyMunicipalityId(t: TestApp): Promise<number> {
  const [first] = await t.db.select({ id: municipalities.id }).from(municipalities).orderBy(asc(municipalities.id)).limit(1);
  if (first) return first.id;
  const code = `T${unique()}`.slice(0, 20);
  const [province] = await t.db.insert(provinces).values({ psgcCode: code, name: 'Tarlac', region: 'Region III' }).returning();
  const [town] = await t.db.insert(municipalities).values({ psgcCode: code, name: 'Capas', provinceId: province!.id }).returning();
  return town!.id;
}

export async function insertSystem(t: TestApp, accountId: number, name = `System ${unique()}`): Promise<number> {
  const municipalityId = await anyMunicipalityId(t);
  const [row] = await t.db.insert(systems).values({ accountId, name, municipalityId }).returning({ id: systems.id });
  return row!.id;
}

export async function insertFundSource(t: TestApp, accountId: number, name = `Fund ${unique()}`): Promise<number> {
  const [row] = await t.db.insert(fundSources).values({ accountId, name }).returning({ id: fundSources.id });
  return row!.id;
}

export async function insertProject(
  t: TestApp,
  accountId: number,
  values: { name?: string; amount?: Centavos; implementationYear?: number; systemId?: number; fundSourceId?: number | null } = {},
): Promise<number> {
  const systemId = values.systemId ?? (await insertSystem(t, accountId));
  const fundSourceId = values.fundSourceId === undefined ? await insertFundSource(t, accountId) : values.fundSourceId;
  const [row] = await t.db
    .insert(projects)
    .values({
      accountId,
      name: values.name ?? `Project ${unique()}`,
      amount: values.amount ?? centavos(1_000_000_00),
      implementationYear: values.implementationYear ?? 2024,
      systemId,
      fundSourceId,
    })
    .returning({ id: projects.id });
  return row!.id;
}

export async function insertExpenditureSourceName(t: TestApp, accountId: number): Promise<number> {
  const suffix = unique();
  const [row] = await t.db
    .insert(expenditureSourceNames)
    .values({ accountId, longName: `Contract Works ${suffix}`, shortName: `CW${suffix}` })
    .returning({ id: expenditureSourceNames.id });
  return row!.id;
}

/** An expenditure source of `projectId` with a total of `amount`. */
export async function insertExpenditureSource(t: TestApp, accountId: number, projectId: number, amount: Centavos): Promise<number> {
  const nameId = await insertExpenditureSourceName(t, accountId);
  const [row] = await t.db
    .insert(expenditureSources)
    .values({ accountId, projectId, expenditureSourceNameId: nameId, amount })
    .returning({ id: expenditureSources.id });
  return row!.id;
}

/**
 * A contract of the office serving one project (made for it unless given):
 * effectivity `startDate` (default 2024-01-01), `duration` calendar days
 * (default 100), `amount` (default Php 1,000,000.00).
 */
export async function insertContract(
  t: TestApp,
  accountId: number,
  values: { startDate?: IsoDate; duration?: number; amount?: Centavos; projectId?: number; contractNumber?: string; projectInChargeId?: number | null; contractorId?: number | null } = {},
): Promise<number> {
  const projectId = values.projectId ?? (await insertProject(t, accountId));
  const [row] = await t.db
    .insert(contracts)
    .values({
      accountId,
      contractNumber: values.contractNumber ?? `C-${unique()}`,
      amount: values.amount ?? centavos(1_000_000_00),
      startDate: values.startDate ?? '2024-01-01',
      duration: values.duration ?? 100,
      projectInChargeId: values.projectInChargeId ?? null,
      contractorId: values.contractorId ?? null,
    })
    .returning({ id: contracts.id });
  await t.db.insert(contractProjects).values({ accountId, contractId: row!.id, projectId });
  return row!.id;
}
