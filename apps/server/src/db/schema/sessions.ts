import { foreignKey, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { users } from './users.js';

/**
 * One row per sign-in (a refresh-token family). Every token names its session
 * (`sid`); the access check joins it, so ending a session ends its access
 * tokens at once. The refresh token is single use: `refresh_jti` is the one
 * refresh token of the family that may still be used.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    refreshJti: uuid('refresh_jti').notNull(),
    /** The refresh token this one replaced and when: a stale tab racing a rotation is not mistaken for theft. */
    previousRefreshJti: uuid('previous_refresh_jti'),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the session was ended; why, for the log and for an operator reading the table. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedReason: text('ended_reason'),
    ipAddress: text('ip_address'),
  },
  (t) => [
    index('user_sessions_user_idx').on(t.userId),
    foreignKey({ name: 'user_sessions_user_fk', columns: [t.accountId, t.userId], foreignColumns: [users.accountId, users.id] }).onDelete('cascade'),
  ],
);
