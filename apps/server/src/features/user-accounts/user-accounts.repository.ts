import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts } from '../../db/schema/accounts.js';
import { userFollows, userRoles, users } from '../../db/schema/users.js';
import { officeRow } from '../../db/tenancy.js';

export interface UserRow {
  id: number;
  accountId: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  position: string;
  isSuperuser: boolean;
  isActive: boolean;
  lastLogin: Date | null;
  roleIds: number[];
  /** The contracts this user is the project in charge of, once per implementation year of their projects. */
  monitoredContracts: { id: number; contract_id: string; implementation_year: string }[];
}

const userColumns = {
  id: users.id,
  accountId: users.accountId,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  position: users.position,
  isSuperuser: users.isSuperuser,
  isActive: users.isActive,
  lastLogin: users.lastLogin,
  roleIds: sql<number[]>`coalesce((select array_agg(${userRoles.roleId} order by ${userRoles.roleId}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
  // One subquery per user row, on the contracts' project-in-charge index. The outer row is named in full:
  // Drizzle leaves single-table columns unqualified, which the subquery would read as its own.
  monitoredContracts: sql<UserRow['monitoredContracts']>`coalesce((
    select json_agg(json_build_object('id', m.id, 'contract_id', m.contract_number, 'implementation_year', m.implementation_year::text)
                    order by m.implementation_year, m.contract_number)
    from (
      select distinct c.id, c.contract_number, p.implementation_year
      from contracts c
      join contract_projects cp on cp.account_id = c.account_id and cp.contract_id = c.id
      join projects p on p.account_id = cp.account_id and p.id = cp.project_id
      where c.account_id = "users"."account_id" and c.project_in_charge_id = "users"."id"
    ) m), '[]'::json)`,
};

const normalise = (row: UserRow): UserRow => ({
  ...row,
  roleIds: row.roleIds.map(Number),
  // A driver may hand json over as text.
  monitoredContracts: typeof row.monitoredContracts === 'string' ? JSON.parse(row.monitoredContracts) : row.monitoredContracts,
});

export async function listUsers(db: Database, accountId: number): Promise<UserRow[]> {
  const rows = await db.select(userColumns).from(users).where(eq(users.accountId, accountId)).orderBy(asc(users.id));
  return rows.map(normalise);
}

/** One user of the office; another office's user is "not found". */
export async function findUser(db: Database, accountId: number, userId: number): Promise<UserRow | undefined> {
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(officeRow(users, accountId, userId))
    .limit(1);
  return rows[0] && normalise(rows[0]);
}

export async function listUsersWithRole(db: Database, accountId: number, roleId: number): Promise<UserRow[]> {
  const rows = await db
    .select(userColumns)
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.roleId, roleId)))
    .where(eq(users.accountId, accountId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map(normalise);
}

export { USERNAME_UNIQUE_INDEX } from '../../db/schema/users.js';

/**
 * Usernames are global (they sign in without naming the office) and compared
 * ignoring case, by PostgreSQL's lower() on both sides, like sign-in and the unique index.
 */
export async function isUsernameTaken(db: Database, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, sql`lower(${username})`))
    .limit(1);
  return rows.length > 0;
}

export interface NewUser {
  accountId: number;
  username: string;
  passwordHash: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  position?: string;
}

export async function insertUser(db: Database, user: NewUser, roleIds: readonly number[]): Promise<number> {
  const [row] = await db.insert(users).values(user).returning({ id: users.id });
  const userId = row!.id;
  await replaceRoles(db, userId, roleIds);
  return userId;
}

export async function replaceRoles(db: Database, userId: number, roleIds: readonly number[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length > 0) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

export interface UserPatch {
  firstName?: string;
  lastName?: string;
  email?: string;
  position?: string;
  passwordHash?: string;
  isSuperuser?: boolean;
  isActive?: boolean;
}

export async function findPasswordHash(db: Database, accountId: number, userId: number): Promise<string | undefined> {
  const rows = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(officeRow(users, accountId, userId))
    .limit(1);
  return rows[0]?.passwordHash;
}

export async function updateUser(db: Database, accountId: number, userId: number, patch: UserPatch): Promise<void> {
  await db
    .update(users)
    .set(patch)
    .where(officeRow(users, accountId, userId));
}

/**
 * Takes the office's row lock so that concurrent role changes see each other:
 * "the account keeps at least one account holder" cannot be broken by two
 * holders demoting each other at once.
 */
export async function lockAccount(db: Database, accountId: number): Promise<void> {
  await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
}

export async function countUsersWithRole(db: Database, accountId: number, roleId: number, exceptUserId: number): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.roleId, roleId)))
    .where(and(eq(users.accountId, accountId), ne(users.id, exceptUserId)));
  return Number(rows[0]?.count ?? 0);
}

/** Idempotent: following twice keeps one row. */
/** True when the follow is new; following someone already followed changes nothing. */
export async function insertFollow(db: Database, accountId: number, followerId: number, followedId: number): Promise<boolean> {
  const rows = await db.insert(userFollows).values({ accountId, followerId, followedId }).onConflictDoNothing().returning({ followerId: userFollows.followerId });
  return rows.length > 0;
}
