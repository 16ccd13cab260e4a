import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimitCounters } from '../db/schema/rate-limits.js';

/**
 * Fixed-window counters kept in the database, so two server processes behind
 * a load balancer enforce one limit. The clock is the caller's (`app.now`), so
 * tests move time instead of sleeping.
 */

/** The current counts of `keys` (0 for a key with no live window). */
export async function readCounts(db: Database, keys: readonly string[], now: Date): Promise<Map<string, number>> {
  const counts = new Map(keys.map((key) => [key, 0]));
  if (keys.length === 0) return counts;
  const rows = await db
    .select({ key: rateLimitCounters.key, count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(inArray(rateLimitCounters.key, [...keys]), gt(rateLimitCounters.resetAt, now)));
  for (const row of rows) counts.set(row.key, row.count);
  return counts;
}

/** Adds one to the key's window (starting a new window if the last one is over) and returns the new count. */
export async function countHit(db: Database, key: string, windowMs: number, now: Date): Promise<number> {
  const resetAt = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimitCounters.count} + 1 end`,
        resetAt: sql`case when ${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count });
  return row!.count;
}

export async function clearCount(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(inArray(rateLimitCounters.key, [key]));
}

export async function deleteExpiredCounts(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, now));
}
