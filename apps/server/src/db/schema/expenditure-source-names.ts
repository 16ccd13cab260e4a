import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/** Its name is how a unique violation is told apart from others (see mapUniqueViolation in db/unique-violations.ts). */
export const SHORT_NAME_UNIQUE_INDEX = 'expenditure_source_names_account_short_name_unique';

export const expenditureSourceNames = pgTable(
  'expenditure_source_names',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    longName: text('long_name').notNull(),
    shortName: text('short_name').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  // The short name heads report columns, so two alike in one office would be ambiguous.
  (t) => [
    uniqueIndex(SHORT_NAME_UNIQUE_INDEX).on(t.accountId, sql`lower(${t.shortName})`),
    // Target of (account_id, expenditure_source_name_id) keys: a project's source never names another office's name.
    unique('expenditure_source_names_account_id_id_key').on(t.accountId, t.id),
  ],
);
