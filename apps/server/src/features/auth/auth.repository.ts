import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts } from '../../db/schema/accounts.js';
import { userRoles, users } from '../../db/schema/users.js';

export interface ActorRow {
  userId: number;
  accountId: number;
  username: string;
  isSuperuser: boolean;
  accountActive: boolean;
  roleIds: number[];
}

/** Everything a request needs to know about its user, in one query. */
export async function findActorRow(db: Database, userId: number): Promise<ActorRow | undefined> {
  const rows = await db
    .select({
      userId: users.id,
      accountId: users.accountId,
      username: users.username,
      isSuperuser: users.isSuperuser,
      accountActive: accounts.active,
      roleIds: sql<number[]>`coalesce(array_agg(${userRoles.roleId} order by ${userRoles.roleId}) filter (where ${userRoles.roleId} is not null), '{}')`,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.id, userId))
    .groupBy(users.id, accounts.active);
  const row = rows[0];
  return row && { ...row, roleIds: row.roleIds.map(Number) };
}

export interface CredentialsRow {
  id: number;
  accountId: number;
  passwordHash: string;
}

export async function findCredentialsByUsername(db: Database, username: string): Promise<CredentialsRow | undefined> {
  const rows = await db
    .select({ id: users.id, accountId: users.accountId, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return rows[0];
}

export async function recordLogin(db: Database, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ lastLogin: at }).where(eq(users.id, userId));
}

export async function userExists(db: Database, userId: number, accountId: number): Promise<boolean> {
  const rows = await db.select({ id: users.id, accountId: users.accountId }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.accountId === accountId;
}
