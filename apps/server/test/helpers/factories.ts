import { addMonths, OFFERED_SUBSCRIPTION_TYPE_ID, RoleId, todayInManila } from '@subaybay/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { accounts, userRoles, users } from '../../src/db/schema/index.js';
import { insertActivity } from '../../src/lib/activity-log.js';
import { startSession } from '../../src/lib/sessions.js';
import type { TestApp } from './test-app.js';

let sequence = 0;
/** A short suffix unique within the test run, so records of different tests never collide. */
export function unique(): string {
  sequence += 1;
  return `${process.pid.toString(36)}${sequence.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export const PASSWORD = 'Password123!';

export interface SignedInUser {
  id: number;
  username: string;
  password: string;
  access: string;
  refresh: string;
}

export interface Office {
  accountId: number;
  officeName: string;
  holder: SignedInUser;
  inspector: SignedInUser;
  accountant: SignedInUser;
  viewer: SignedInUser;
}

export function registrationPayload(overrides: Record<string, unknown> = {}) {
  const suffix = unique();
  return {
    office_name: `Irrigation Office ${suffix}`,
    username: `holder${suffix}`,
    password: PASSWORD,
    first_name: 'Juan',
    last_name: 'Dela Cruz',
    email: `holder${suffix}@example.gov.ph`,
    subscription_type_id: 1,
    ...overrides,
  };
}

export async function login(t: TestApp, username: string, password: string): Promise<{ access: string; refresh: string }> {
  const response = await t.request({ method: 'POST', url: '/api/token/', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** The user signed in again: fresh tokens after the app clock moved past the old ones' life. */
export async function signInAgain(t: TestApp, user: SignedInUser): Promise<SignedInUser> {
  return { ...user, ...(await login(t, user.username, user.password)) };
}

/**
 * A new office with one signed-in user per role, written straight into the
 * database: the rows registration (`accounts/create/`), user creation
 * (`user-accounts/create/`) and sign-in (`token/`) write — the account, its
 * holder and three users with their roles, the two activity lines, each
 * user's last login and session — and the tokens the app's own token service
 * signs for those sessions. Those routes keep their own tests
 * (accounts, user-accounts, auth); this spares every other test nine requests
 * and four password hashes.
 */
export async function createOffice(t: TestApp): Promise<Office> {
  const passwordHash = await passwordHashOf(t);
  const now = t.app.now();
  const suffix = unique();
  const officeName = `Irrigation Office ${suffix}`;
  const ip = '127.0.0.1';
  const { accountId, people } = await t.db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({ officeName, subscriptionTypeId: OFFERED_SUBSCRIPTION_TYPE_ID, nextRenewal: addMonths(todayInManila(now), 1) })
      .returning({ id: accounts.id });
    const accountId = account!.id;
    const holderName = `holder${suffix}`;
    const holderId = await insertUser(
      tx,
      { accountId, username: holderName, passwordHash, firstName: 'Juan', lastName: 'Dela Cruz', email: `${holderName}@example.gov.ph` },
      RoleId.AccountHolder,
    );
    await insertActivity(tx, { accountId, userId: holderId, action: `Account created: ${officeName}`, actionObjectType: 'account', ipAddress: ip });
    const people: Array<{ id: number; username: string }> = [{ id: holderId, username: holderName }];
    for (const [roleId, prefix] of [
      [RoleId.ProjectInspector, 'inspector'],
      [RoleId.AccountingOfficer, 'accountant'],
      [RoleId.Viewer, 'viewer'],
    ] as const) {
      const username = `${prefix}${unique()}`;
      const id = await insertUser(tx, { accountId, username, passwordHash }, roleId);
      await insertActivity(tx, { accountId, userId: holderId, action: `User account created: ${username}`, actionObjectType: 'user', ipAddress: ip });
      people.push({ id, username });
    }
    return { accountId, people };
  });
  const [holder, inspector, accountant, viewer] = await Promise.all(
    people.map((person) => signInDirectly(t, { ...person, accountId, ip })),
  );
  return { accountId, officeName, holder: holder!, inspector: inspector!, accountant: accountant!, viewer: viewer! };
}

async function insertUser(db: Database, user: typeof users.$inferInsert, roleId: number): Promise<number> {
  const [row] = await db.insert(users).values(user).returning({ id: users.id });
  await db.insert(userRoles).values({ userId: row!.id, roleId });
  return row!.id;
}

/** What a good `token/` does: the user's last login, a new session, and a token pair signed for it. */
async function signInDirectly(
  t: TestApp,
  user: { id: number; username: string; accountId: number; ip: string },
): Promise<SignedInUser> {
  const now = t.app.now();
  const session = await t.db.transaction(async (tx) => {
    await tx.update(users).set({ lastLogin: now }).where(eq(users.id, user.id));
    return startSession(tx, { userId: user.id, accountId: user.accountId, ip: user.ip, now });
  });
  const claims = { user_id: user.id, account_id: user.accountId, sid: session.sid };
  const [access, refresh] = await Promise.all([
    t.app.tokens.sign({ ...claims, token_type: 'access' }),
    t.app.tokens.sign({ ...claims, token_type: 'refresh' }, session.refreshJti),
  ]);
  return { id: user.id, username: user.username, password: PASSWORD, access, refresh };
}

/**
 * PASSWORD hashed once per worker (every test app hashes with the same settings),
 * and checked against the app's own verifier, so sign-in with it works as after registration.
 */
let passwordHash: Promise<string> | undefined;
async function passwordHashOf(t: TestApp): Promise<string> {
  passwordHash ??= t.passwords.hash(PASSWORD);
  const hashed = await passwordHash;
  if (!(await t.app.passwords.verify(hashed, PASSWORD))) throw new Error('the test password hash does not verify with this app');
  return hashed;
}
