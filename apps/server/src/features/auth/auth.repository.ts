import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts } from '../../db/schema/accounts.js';
import { userSessions } from '../../db/schema/sessions.js';
import { userRoles, users } from '../../db/schema/users.js';
import { liveSession } from '../../lib/sessions.js';

export interface ActorRow {
  userId: number;
  accountId: number;
  username: string;
  isSuperuser: boolean;
  accountActive: boolean;
  roleIds: number[];
  sessionId: string;
}

/**
 * Everything a request needs to know about its user, in one query. No row
 * when the user is gone or deactivated, or the token's session has ended or
 * expired: ending a session signs its access tokens out at once.
 */
export async function findActorRow(
  db: Database,
  claims: { userId: number; accountId: number; sessionId: string },
  now: Date,
): Promise<ActorRow | undefined> {
  const rows = await db
    .select({
      userId: users.id,
      accountId: users.accountId,
      username: users.username,
      isSuperuser: users.isSuperuser,
      accountActive: accounts.active,
      roleIds: sql<number[]>`coalesce(array_agg(${userRoles.roleId} order by ${userRoles.roleId}) filter (where ${userRoles.roleId} is not null), '{}')`,
      sessionId: userSessions.id,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .innerJoin(userSessions, and(liveSession(claims.sessionId, now), eq(userSessions.userId, users.id)))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.id, claims.userId), eq(users.accountId, claims.accountId), eq(users.isActive, true)))
    .groupBy(users.id, accounts.active, userSessions.id);
  const row = rows[0];
  return row && { ...row, roleIds: row.roleIds.map(Number) };
}

export interface CredentialsRow {
  id: number;
  accountId: number;
  passwordHash: string;
  isActive: boolean;
}

export async function findCredentialsByUsername(db: Database, username: string): Promise<CredentialsRow | undefined> {
  const rows = await db
    .select({ id: users.id, accountId: users.accountId, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(eq(sql`lower(${users.username})`, sql`lower(${username})`))
    .limit(1);
  return rows[0];
}

export async function recordLogin(db: Database, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ lastLogin: at }).where(eq(users.id, userId));
}
