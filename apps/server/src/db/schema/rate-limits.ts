import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters for the sign-in and registration limits. They live in
 * the database so every server process behind a load balancer counts together.
 * `key` names what is counted, e.g. `login-failure:user:juan01` or `register:ip:203.0.113.9`.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
