import { addMonths, todayInManila, type IsoDate } from '@subaybay/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../client.js';
import { accounts } from '../../schema/accounts.js';
import { contractors } from '../../schema/contractors.js';
import {
  approvedTimeExtensions,
  financialAccomplishments,
  physicalAccomplishments,
  physicalFeatureNames,
  physicalFeatures,
  physicalSchedules,
  resumeOrders,
  suspensionOrders,
  variationOrders,
} from '../../schema/contract-records.js';
import { fundSources, municipalities, provinces, systems } from '../../schema/lookups.js';
import { contractProjects, contracts, projects } from '../../schema/projects.js';
import { userRoles, users } from '../../schema/users.js';
import { planOffice, type FixedShape, type OfficePlan, type PlanLocations } from './office-plan.js';

/**
 * Writes generated offices straight to the database (no API, no activity
 * lines): Drizzle bulk inserts in chunks, one transaction per office, so an
 * office is there whole or not at all.
 */

/** The password of every generated user, printed by the seed command. */
export const GENERATED_PASSWORD = 'Generated2026!';

/** Rows per INSERT: far below PostgreSQL's 65 535 parameters for every table here. */
const CHUNK = 2_000;

async function insertChunked<T, R>(rows: readonly T[], insert: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(...(await insert(rows.slice(i, i + CHUNK))));
  return out;
}

async function insertAll<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Every province with its cities and municipalities, in PSGC order (migration 0004 loads them). */
export async function loadLocations(db: Database): Promise<PlanLocations> {
  const rows = await db
    .select({ provinceCode: provinces.psgcCode, province: provinces.name, id: municipalities.id, name: municipalities.name })
    .from(municipalities)
    .innerJoin(provinces, eq(provinces.id, municipalities.provinceId))
    .orderBy(asc(provinces.psgcCode), asc(municipalities.psgcCode));
  const byProvince = new Map<string, { name: string; municipalities: { id: number; name: string }[] }>();
  for (const row of rows) {
    let province = byProvince.get(row.provinceCode);
    if (!province) byProvince.set(row.provinceCode, (province = { name: row.province, municipalities: [] }));
    province.municipalities.push({ id: row.id, name: row.name });
  }
  return { provinces: [...byProvince.values()] };
}

export interface GenerateOptions {
  offices: number;
  contracts: number;
  seed: number;
  asOf: IsoDate;
  /** Hash of GENERATED_PASSWORD (the caller's hasher: the server's settings, or a test's). */
  passwordHash: string;
  years?: readonly number[];
  /** Defaults to `seed<seed>`; usernames and office names carry it. */
  label?: string;
  fixed?: FixedShape;
  /** Told after each office is written. */
  onOffice?: (office: GeneratedOffice) => void;
}

export interface GeneratedOffice {
  accountId: number;
  officeName: string;
  usernames: { username: string; role: number }[];
  contractIds: number[];
  counts: Record<'projects' | 'contracts' | 'schedule' | 'accomplishments' | 'suspensions' | 'resumptions' | 'timeExtensions' | 'variationOrders' | 'billings' | 'features', number>;
  seconds: number;
}

export function labelOf(seed: number): string {
  return `seed${seed}`;
}

export async function generateOffices(db: Database, options: GenerateOptions): Promise<GeneratedOffice[]> {
  const locations = await loadLocations(db);
  const label = options.label ?? labelOf(options.seed);
  const written: GeneratedOffice[] = [];
  for (let office = 1; office <= options.offices; office++) {
    const started = performance.now();
    const plan = planOffice(locations, { seed: options.seed, office, contracts: options.contracts, asOf: options.asOf, years: options.years, label, fixed: options.fixed });
    const taken = await db.select({ username: users.username }).from(users).where(inArray(users.username, plan.users.map((user) => user.username)));
    if (taken.length > 0) {
      throw new Error(`Office ${office} of seed ${options.seed} is already in this database (user ${taken[0]!.username}): use another --seed, or a fresh database.`);
    }
    const result = await db.transaction((tx) => writeOffice(tx, plan, options.passwordHash));
    const generated = { ...result, seconds: (performance.now() - started) / 1000 };
    options.onOffice?.(generated);
    written.push(generated);
  }
  return written;
}

async function writeOffice(db: Database, plan: OfficePlan, passwordHash: string): Promise<Omit<GeneratedOffice, 'seconds'>> {
  const [account] = await db
    .insert(accounts)
    .values({ officeName: plan.officeName, subscriptionTypeId: 1, nextRenewal: addMonths(todayInManila(), 12) })
    .returning({ id: accounts.id });
  const accountId = account!.id;
  const userIds = (
    await db
      .insert(users)
      .values(plan.users.map((user) => ({ accountId, passwordHash, username: user.username, firstName: user.firstName, lastName: user.lastName, position: user.position, email: `${user.username}@example.gov.ph` })))
      .returning({ id: users.id })
  ).map((row) => row.id);
  await db.insert(userRoles).values(plan.users.map((user, index) => ({ userId: userIds[index]!, roleId: user.role })));

  const systemIds = (await db.insert(systems).values(plan.systems.map((system) => ({ accountId, ...system }))).returning({ id: systems.id })).map((row) => row.id);
  const fundSourceIds = (await db.insert(fundSources).values(plan.fundSources.map((name) => ({ accountId, name }))).returning({ id: fundSources.id })).map((row) => row.id);
  const contractorIds = (await db.insert(contractors).values(plan.contractors.map((contractor) => ({ accountId, ...contractor }))).returning({ id: contractors.id })).map((row) => row.id);
  const featureNameIds =
    plan.featureNames.length === 0
      ? []
      : (await db.insert(physicalFeatureNames).values(plan.featureNames.map((feature) => ({ accountId, ...feature }))).returning({ id: physicalFeatureNames.id })).map((row) => row.id);

  const projectIds = (
    await insertChunked(
      plan.projects.map(({ system, fundSource, ...project }) => ({ accountId, ...project, systemId: systemIds[system]!, fundSourceId: fundSourceIds[fundSource]! })),
      (chunk) => db.insert(projects).values(chunk).returning({ id: projects.id }),
    )
  ).map((row) => row.id);
  const contractIds = (
    await insertChunked(
      plan.contracts.map((contract) => ({
        accountId,
        contractNumber: contract.contractNumber,
        description: contract.description,
        amount: contract.amount,
        startDate: contract.startDate,
        duration: contract.duration,
        location: contract.location,
        contractorId: contractorIds[contract.contractor]!,
        projectInChargeId: userIds[contract.inspector]!,
      })),
      (chunk) => db.insert(contracts).values(chunk).returning({ id: contracts.id }),
    )
  ).map((row) => row.id);

  const links = plan.contracts.flatMap((contract, i) => contract.projects.map((project) => ({ accountId, contractId: contractIds[i]!, projectId: projectIds[project]! })));
  await insertAll(links, (chunk) => db.insert(contractProjects).values(chunk));
  // Each contract's records entered by its project inspector.
  const by = (i: number) => ({ accountId, contractId: contractIds[i]!, createdById: userIds[plan.contracts[i]!.inspector]! });
  const schedule = plan.contracts.flatMap((contract, i) => contract.schedule.map((node) => ({ ...by(i), dateEffective: node.date, accomplishment: node.accomplishment })));
  await insertAll(schedule, (chunk) => db.insert(physicalSchedules).values(chunk));
  const accomplishments = plan.contracts.flatMap((contract, i) => contract.accomplishments.map((node) => ({ ...by(i), asOfDate: node.date, accomplishment: node.accomplishment })));
  await insertAll(accomplishments, (chunk) => db.insert(physicalAccomplishments).values(chunk));

  const suspended = plan.contracts.flatMap((contract, i) => contract.suspensions.map((suspension) => ({ i, suspension })));
  const suspensionIds = (
    await insertChunked(
      suspended.map(({ i, suspension }) => ({ ...by(i), dateEffective: suspension.dateEffective, reason: suspension.reason, remarks: suspension.remarks })),
      (chunk) => db.insert(suspensionOrders).values(chunk).returning({ id: suspensionOrders.id }),
    )
  ).map((row) => row.id);
  const resumptions = suspended.flatMap(({ i, suspension }, index) =>
    suspension.resumption
      ? [{ accountId, suspensionOrderId: suspensionIds[index]!, dateEffective: suspension.resumption.dateEffective, remarks: suspension.resumption.remarks, createdById: by(i).createdById }]
      : [],
  );
  await insertAll(resumptions, (chunk) => db.insert(resumeOrders).values(chunk));

  const extensions = plan.contracts.flatMap((contract, i) => contract.timeExtensions.map((extension) => ({ ...by(i), ...extension })));
  await insertAll(extensions, (chunk) => db.insert(approvedTimeExtensions).values(chunk));
  const orders = plan.contracts.flatMap((contract, i) => contract.variationOrders.map((order) => ({ ...by(i), ...order })));
  await insertAll(orders, (chunk) => db.insert(variationOrders).values(chunk));
  const billings = plan.contracts.flatMap((contract, i) => contract.billings.map((billing) => ({ ...by(i), ...billing })));
  await insertAll(billings, (chunk) => db.insert(financialAccomplishments).values(chunk));
  const features = plan.contracts.flatMap((contract, i) =>
    contract.features.map((feature) => ({ ...by(i), physicalFeatureNameId: featureNameIds[feature.feature]!, accomplishmentDate: feature.accomplishmentDate, quantity: feature.quantity })),
  );
  await insertAll(features, (chunk) => db.insert(physicalFeatures).values(chunk));

  return {
    accountId,
    officeName: plan.officeName,
    usernames: plan.users.map((user) => ({ username: user.username, role: user.role })),
    contractIds,
    counts: {
      projects: projectIds.length,
      contracts: contractIds.length,
      schedule: schedule.length,
      accomplishments: accomplishments.length,
      suspensions: suspensionIds.length,
      resumptions: resumptions.length,
      timeExtensions: extensions.length,
      variationOrders: orders.length,
      billings: billings.length,
      features: features.length,
    },
  };
}
