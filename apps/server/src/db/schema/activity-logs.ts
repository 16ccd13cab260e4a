import { foreignKey, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { money, percent } from './columns.js';
import { accounts } from './accounts.js';
import { users } from './users.js';

/**
 * One row per thing a user did. `action` is the full text (spec 1 §7); `verb`
 * and `target` are its two halves for the activity stream ("Create expenditure
 * source name" / "Contract Works").
 */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    action: text('action').notNull(),
    verb: text('verb').notNull(),
    target: text('target'),
    actionObjectType: text('action_object_type'),
    ipAddress: text('ip_address'),
    /** A billing's figures as they were when it was logged (spec 1 §3: stream items of a financial_accomplishment carry them). */
    percentAccomplishment: percent('percent_accomplishment'),
    billingAmount: money('billing_amount'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The stream's order exactly (`ORDER BY created_on DESC, id DESC`: NULLS FIRST is SQL's default for DESC),
    // so a page of a long history is read off the index, never sorted.
    index('activity_logs_account_created_idx').on(t.accountId, t.createdOn.desc().nullsFirst(), t.id.desc().nullsFirst()),
    foreignKey({ name: 'activity_logs_user_fk', columns: [t.accountId, t.userId], foreignColumns: [users.accountId, users.id] }).onDelete('cascade'),
  ],
);
