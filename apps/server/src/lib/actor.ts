import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { accounts } from '../db/schema/accounts.js';
import { userSessions } from '../db/schema/sessions.js';
import { userRoles, users } from '../db/schema/users.js';
import { liveSession } from './sessions.js';

/** The per-request actor query of plugins/auth.ts: shared code, since every feature's routes depend on it. */
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
    .innerJoin(userSessions, and(liveSession(claims.sessionId, now), eq(userSessions.accountId, users.accountId), eq(userSessions.userId, users.id)))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.id, claims.userId), eq(users.accountId, claims.accountId), eq(users.isActive, true)))
    .groupBy(users.id, accounts.active, userSessions.id);
  const row = rows[0];
  return row && { ...row, roleIds: row.roleIds.map(Number) };
}
