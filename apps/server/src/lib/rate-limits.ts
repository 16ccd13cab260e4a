import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimitCounters } from '../db/schema/rate-limits.js';

/**
 * Fixed-window counters kept in the database, so two server processes behind
 * a load balancer enforce one limit. The clock is the caller's (`app.now`), so
 * tests move time instead of sleeping.
 *
 * A limit is decided on the count that one statement returns after adding the
 * attempt (count, then decide): reading first and counting after the work lets
 * a burst of parallel requests all read the same old count and all pass.
 */

/** One key's window after a hit: its count including that hit, and when the window ends. */
export interface CounterHit {
  key: string;
  count: number;
  resetAt: Date;
}

/**
 * Adds one to each key's window (starting a new window where the last one is
 * over) in one statement, and returns the new counts. Rows are locked in key
 * order, so two such statements on overlapping keys wait for each other
 * instead of deadlocking.
 */
export async function countHits(db: Database, keys: readonly string[], windowMs: number, now: Date): Promise<CounterHit[]> {
  const sortedKeys = [...new Set(keys)].sort();
  if (sortedKeys.length === 0) return [];
  const resetAt = new Date(now.getTime() + windowMs);
  const windowOver = sql`${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz`;
  return db
    .insert(rateLimitCounters)
    .values(sortedKeys.map((key) => ({ key, count: 1, resetAt })))
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${windowOver} then 1 else ${rateLimitCounters.count} + 1 end`,
        resetAt: sql`case when ${windowOver} then ${resetAt.toISOString()}::timestamptz else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({ key: rateLimitCounters.key, count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
}

/** Adds one to the key's window and returns the new count and the window's end. */
export async function countHit(db: Database, key: string, windowMs: number, now: Date): Promise<CounterHit> {
  const [hit] = await countHits(db, [key], windowMs, now);
  return hit!;
}

/**
 * Takes back hits that should not count (an attempt refused by another limit,
 * or one that succeeded), each in the window it was counted in: a window that
 * has since been replaced is left alone. One statement per key, so a refund
 * never holds one counter's lock while waiting for another's.
 */
export async function refundHits(db: Database, hits: readonly CounterHit[]): Promise<void> {
  for (const hit of hits) {
    await db
      .update(rateLimitCounters)
      .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
      .where(and(eq(rateLimitCounters.key, hit.key), eq(rateLimitCounters.resetAt, hit.resetAt)));
  }
}

/** Whole seconds until the window ends, at least 1: the `Retry-After` of a refused attempt. */
export function secondsUntil(resetAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
}

/** "in 10 minutes", "in 1 minute", "in 45 seconds": the wait a 429's sentence names. */
export function waitPhrase(seconds: number): string {
  if (seconds < 60) return `in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

export async function clearCount(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(inArray(rateLimitCounters.key, [key]));
}

export async function deleteExpiredCounts(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, now));
}
