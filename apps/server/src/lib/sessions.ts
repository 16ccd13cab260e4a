import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { userSessions } from '../db/schema/sessions.js';
import { REFRESH_TOKEN_SECONDS } from './tokens.js';

/**
 * Sign-in sessions (one per sign-in, shared by every feature that must end
 * them: password changes, resets, deactivation). A session lives at most
 * REFRESH_TOKEN_SECONDS from its sign-in; each refresh replaces its refresh
 * token, and presenting a replaced one again ends every session of the user
 * (reuse detection: a stolen refresh token stops working for both parties).
 */

/**
 * A tab that refreshed with a token a moment after another tab (sharing its
 * session storage) replaced it is a race, not a theft: within this grace the
 * stale token is refused without ending the user's sessions.
 */
export const REFRESH_RACE_GRACE_MS = 10_000;

export type SessionEndReason =
  | 'signed out'
  | 'password changed'
  | 'password reset'
  | 'user deactivated'
  | 'office deactivated'
  | 'refresh token reused';

export interface NewSession {
  sid: string;
  refreshJti: string;
}

export async function startSession(
  db: Database,
  input: { userId: number; accountId: number; ip: string | null; now: Date },
): Promise<NewSession> {
  const sid = crypto.randomUUID();
  const refreshJti = crypto.randomUUID();
  await db.insert(userSessions).values({
    id: sid,
    accountId: input.accountId,
    userId: input.userId,
    refreshJti,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + REFRESH_TOKEN_SECONDS * 1000),
    ipAddress: input.ip,
  });
  return { sid, refreshJti };
}

export type RefreshOutcome =
  | { kind: 'rotated'; refreshJti: string }
  /** The session was ended, has expired, or never existed. */
  | { kind: 'ended' }
  /** A replaced refresh token came back after the grace: every session of the user has been ended. */
  | { kind: 'reused' }
  /** A replaced refresh token within the grace: refused, nothing ended. */
  | { kind: 'race' };

/** Replaces the session's refresh token if `jti` is its current one; one transaction, the row locked. */
export async function rotateRefreshToken(
  db: Database,
  claims: { sid: string; jti: string; userId: number; accountId: number },
  now: Date,
): Promise<RefreshOutcome> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(userSessions)
      .where(and(eq(userSessions.id, claims.sid), eq(userSessions.userId, claims.userId), eq(userSessions.accountId, claims.accountId)))
      .for('update');
    if (!session || session.endedAt || session.expiresAt <= now) return { kind: 'ended' };
    if (session.refreshJti === claims.jti) {
      const refreshJti = crypto.randomUUID();
      await tx
        .update(userSessions)
        .set({ refreshJti, previousRefreshJti: claims.jti, rotatedAt: now })
        .where(and(eq(userSessions.accountId, claims.accountId), eq(userSessions.id, session.id)));
      return { kind: 'rotated', refreshJti };
    }
    const withinGrace =
      session.previousRefreshJti === claims.jti && session.rotatedAt !== null && now.getTime() - session.rotatedAt.getTime() < REFRESH_RACE_GRACE_MS;
    if (withinGrace) return { kind: 'race' };
    await endSessionsOfUser(tx, { id: claims.userId, accountId: claims.accountId }, 'refresh token reused', now);
    return { kind: 'reused' };
  });
}

/**
 * Ends one session (signing out): its refresh token is refused from now on, and its
 * access tokens at their next request, since every request loads its live session.
 * Any refresh token the session ever held names it; ending an ended session changes nothing.
 */
export async function endSession(db: Database, session: { sid: string; userId: number; accountId: number }, now: Date): Promise<void> {
  await endLiveSessions(
    db,
    and(eq(userSessions.id, session.sid), eq(userSessions.userId, session.userId), eq(userSessions.accountId, session.accountId)),
    'signed out',
    now,
  );
}

/** Ends every live session of one user; their access tokens stop working at the next request. */
export function endSessionsOfUser(db: Database, user: { id: number; accountId: number }, reason: SessionEndReason, now: Date): Promise<number> {
  return endLiveSessions(db, and(eq(userSessions.accountId, user.accountId), eq(userSessions.userId, user.id)), reason, now);
}

/** Ends every live session of every user of one office. */
export function endSessionsOfAccount(db: Database, accountId: number, reason: SessionEndReason, now: Date): Promise<number> {
  return endLiveSessions(db, eq(userSessions.accountId, accountId), reason, now);
}

async function endLiveSessions(db: Database, whose: SQL | undefined, reason: SessionEndReason, now: Date): Promise<number> {
  const rows = await db
    .update(userSessions)
    .set({ endedAt: now, endedReason: reason })
    .where(and(whose, isNull(userSessions.endedAt)))
    .returning({ id: userSessions.id });
  return rows.length;
}

/** The SQL condition "this session is live", for the per-request actor query. */
export function liveSession(sid: string, now: Date) {
  return and(eq(userSessions.id, sid), isNull(userSessions.endedAt), gt(userSessions.expiresAt, now));
}

/** Deletes sessions that ended or expired more than a week ago (kept that long for an operator's questions). */
export async function deleteOldSessions(db: Database, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - 7 * 86_400_000);
  await db.delete(userSessions).where(or(lt(userSessions.expiresAt, cutoff), lt(userSessions.endedAt, cutoff)));
}

/** Live sessions of a user (tests and the operator CLI). */
export async function countLiveSessions(db: Database, userId: number, now: Date): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(userSessions)
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.endedAt), gt(userSessions.expiresAt, now)));
  return Number(rows[0]?.count ?? 0);
}
