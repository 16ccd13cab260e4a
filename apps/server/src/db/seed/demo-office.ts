import { addMonths, RoleId, todayInManila, type RoleId as RoleIdType } from '@subaybay/domain';
import { and, count, eq } from 'drizzle-orm';
import { insertExpenditureSourceName } from '../../features/expenditure-source-names/expenditure-source-names.repository.js';
import { insertAccount } from '../../features/accounts/accounts.repository.js';
import { insertUser } from '../../features/user-accounts/user-accounts.repository.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import type { Database } from '../client.js';
import { accounts } from '../schema/accounts.js';
import { fundSources, municipalities, provinces, systems } from '../schema/lookups.js';

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
    for (const user of demoUsers) {
      await insertUser(
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
    }
    for (const name of demoExpenditureSourceNames) await insertExpenditureSourceName(tx, accountId, name);
    for (const system of demoSystems) {
      const [town] = await tx
        .select({ id: municipalities.id })
        .from(municipalities)
        .innerJoin(provinces, eq(provinces.id, municipalities.provinceId))
        .where(and(eq(municipalities.name, system.municipality), eq(provinces.name, system.province)))
        .limit(1);
      // The PSGC seed (migration 0004) has every municipality; a database without it simply has no demo systems.
      if (town) await tx.insert(systems).values({ accountId, name: system.name, municipalityId: town.id, remarks: system.remarks });
    }
    await tx.insert(fundSources).values(demoFundSources.map((name) => ({ accountId, name })));
    return accountId;
  });
}
