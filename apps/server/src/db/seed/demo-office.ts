import { addDays, addMonths, centavos, RoleId, todayInManila, type IsoDate, type RoleId as RoleIdType } from '@subaybay/domain';
import { and, count, eq } from 'drizzle-orm';
import { insertExpenditureSourceName } from '../../features/expenditure-source-names/expenditure-source-names.repository.js';
import { insertAccount } from '../../features/accounts/accounts.repository.js';
import { insertUser } from '../../features/user-accounts/user-accounts.repository.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import type { Database } from '../client.js';
import { accounts } from '../schema/accounts.js';
import { contractors } from '../schema/contractors.js';
import {
  physicalAccomplishments,
  physicalFeatureNames,
  physicalSchedules,
  resumeOrders,
  suspensionOrders,
} from '../schema/contract-records.js';
import { fundSources, municipalities, provinces, systems } from '../schema/lookups.js';
import { contractProjects, contracts, projects } from '../schema/projects.js';

/**
 * The demo office seeded on first start, so a fresh install can be tried at
 * once. main.ts prints these sign-ins; change or deactivate them in production
 * (`npm run admin -- reset-password …` / `deactivate …`).
 */
export const DEMO_OFFICE_NAME = 'Demo Irrigation Management Office';
export const DEMO_PASSWORD = 'Subaybay2026!';

export const demoUsers: ReadonlyArray<{
  username: string;
  role: RoleIdType;
  roleLabel: string;
  firstName: string;
  lastName: string;
  position: string;
}> = [
  { username: 'demoadmin', role: RoleId.AccountHolder, roleLabel: 'Account Holder (Admin)', firstName: 'Maria', lastName: 'Santos', position: 'Irrigation Manager' },
  { username: 'demoinspector', role: RoleId.ProjectInspector, roleLabel: 'Project Inspector', firstName: 'Jose', lastName: 'Reyes', position: 'Engineer II' },
  { username: 'demoaccountant', role: RoleId.AccountingOfficer, roleLabel: 'Accounting Officer', firstName: 'Ana', lastName: 'Cruz', position: 'Accountant III' },
  { username: 'demoviewer', role: RoleId.Viewer, roleLabel: 'Viewer', firstName: 'Ramon', lastName: 'Garcia', position: 'Administrative Aide' },
];

export const demoExpenditureSourceNames = [
  { longName: 'Contract Works', shortName: 'CW' },
  { longName: 'Construction Survey', shortName: 'CS' },
  { longName: 'Engineering and Administrative Overhead', shortName: 'EAO' },
] as const;

/** Where the demo's projects are: two irrigation systems, by PSGC municipality and province. */
export const demoSystems = [
  { name: 'Tarlac River Irrigation System (TRIS)', municipality: 'Capas', province: 'Tarlac', remarks: 'National irrigation system, about 8,500 ha service area' },
  { name: 'Sto. Tomas River Irrigation System (STRIS)', municipality: 'San Marcelino', province: 'Zambales', remarks: 'National irrigation system' },
] as const;

export const demoFundSources = ['GAA Locally Funded Projects', 'GAA Repair and Rehabilitation of National Irrigation Systems'] as const;

export async function hasDemoOffice(db: Database): Promise<boolean> {
  const rows = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.officeName, DEMO_OFFICE_NAME)).limit(1);
  return rows.length > 0;
}

export async function hasAnyAccount(db: Database): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(accounts);
  return Number(row?.total ?? 0) > 0;
}

/** Creates the demo office in one transaction. Call only on an empty database. */
export async function seedDemoOffice(db: Database, passwords: PasswordHasher, now: Date = new Date()): Promise<number> {
  const passwordHash = await passwords.hash(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const accountId = await insertAccount(tx, {
      officeName: DEMO_OFFICE_NAME,
      subscriptionTypeId: 1,
      nextRenewal: addMonths(todayInManila(now), 1),
    });
    const userIds: number[] = [];
    for (const user of demoUsers) {
      const userId = await insertUser(
        tx,
        {
          accountId,
          username: user.username,
          passwordHash,
          firstName: user.firstName,
          lastName: user.lastName,
          email: `${user.username}@example.gov.ph`,
          position: user.position,
        },
        [user.role],
      );
      userIds.push(userId);
    }
    for (const name of demoExpenditureSourceNames) await insertExpenditureSourceName(tx, accountId, name);
    const systemIds: number[] = [];
    for (const system of demoSystems) {
      const [town] = await tx
        .select({ id: municipalities.id })
        .from(municipalities)
        .innerJoin(provinces, eq(provinces.id, municipalities.provinceId))
        .where(and(eq(municipalities.name, system.municipality), eq(provinces.name, system.province)))
        .limit(1);
      // The PSGC seed (migration 0004) has every municipality; a database without it simply has no demo systems.
      if (town) {
        const [row] = await tx.insert(systems).values({ accountId, name: system.name, municipalityId: town.id, remarks: system.remarks }).returning({ id: systems.id });
        systemIds.push(row!.id);
      }
    }
    const fundSourceRows = await tx.insert(fundSources).values(demoFundSources.map((name) => ({ accountId, name }))).returning({ id: fundSources.id });
    if (systemIds[0] !== undefined) {
      await seedDemoContract(tx, accountId, { systemId: systemIds[0], fundSourceId: fundSourceRows[0]!.id, inspectorId: userIds[1]!, today: todayInManila(now) });
    }
    return accountId;
  });
}

/**
 * One running contract of this year, so Contract Details has a chart to show
 * on a fresh install: effective 120 days ago for 240 calendar days, a planned
 * schedule, three accomplishment reports and a 15-day suspension, resumed.
 * Dates are counted from today, so the demo never goes stale.
 */
async function seedDemoContract(
  tx: Database,
  accountId: number,
  refs: { systemId: number; fundSourceId: number; inspectorId: number; today: IsoDate },
): Promise<void> {
  const effectivity = addDays(refs.today, -119);
  const day = (n: number) => addDays(effectivity, n - 1);
  const [project] = await tx
    .insert(projects)
    .values({
      accountId,
      name: 'Rehabilitation of TRIS Lateral A, Sta. 0+000 to 2+450',
      description: 'Concrete canal lining and turnouts',
      amount: centavos(12_500_000_00),
      implementationYear: Number(refs.today.slice(0, 4)),
      systemId: refs.systemId,
      fundSourceId: refs.fundSourceId,
    })
    .returning({ id: projects.id });
  const [contractor] = await tx
    .insert(contractors)
    .values({ accountId, name: 'Tarlac Builders and Development Corp.', officeAddress: 'Km 112 MacArthur Highway, San Sebastian, Tarlac City', contactNumber: '0917 555 0142' })
    .returning({ id: contractors.id });
  const [contract] = await tx
    .insert(contracts)
    .values({
      accountId,
      contractNumber: `DEMO-TRIS-${refs.today.slice(0, 4)}-01`,
      description: 'Concrete lining of TRIS Lateral A, Sta. 0+000 to 2+450',
      amount: centavos(11_875_430_50),
      startDate: effectivity,
      duration: 240,
      location: 'Capas, Tarlac',
      contractorId: contractor!.id,
      projectInChargeId: refs.inspectorId,
    })
    .returning({ id: contracts.id });
  const contractId = contract!.id;
  await tx.insert(contractProjects).values({ accountId, contractId, projectId: project!.id });
  const entered = { accountId, contractId, createdById: refs.inspectorId };
  await tx.insert(physicalSchedules).values(
    [
      [30, 5],
      [60, 15],
      [120, 40],
      [180, 75],
      [240, 100],
    ].map(([n, percent]) => ({ ...entered, dateEffective: day(n!), accomplishment: percent! })),
  );
  await tx.insert(physicalAccomplishments).values(
    [
      [20, 3],
      [50, 11.5],
      [100, 27.25],
    ].map(([n, percent]) => ({ ...entered, asOfDate: day(n!), accomplishment: percent! })),
  );
  const [suspension] = await tx
    .insert(suspensionOrders)
    .values({ ...entered, dateEffective: day(61), reason: 'Continuous heavy rains', remarks: 'Canal flooded; work stopped' })
    .returning({ id: suspensionOrders.id });
  await tx.insert(resumeOrders).values({ accountId, suspensionOrderId: suspension!.id, dateEffective: day(76), remarks: 'Water receded', createdById: refs.inspectorId });
  await tx.insert(physicalFeatureNames).values([
    { accountId, name: 'Concrete canal lining', description: 'Reinforced concrete lining of canal sections', unit: 'l.m.' },
    { accountId, name: 'Turnout structures', description: 'Concrete turnouts with slide gates', unit: 'unit' },
  ]);
}
