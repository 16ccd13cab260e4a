import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { subscriptionTypes } from './subscription-types.js';
import { calendarDate } from './columns.js';

/** Its name is how a unique violation is told apart from others (see mapUniqueViolation in db/unique-violations.ts). */
export const OFFICE_NAME_UNIQUE_INDEX = 'accounts_office_name_lower_unique';

/** An office. Each organisation holds one account (spec 1 §1), hence the case-insensitive unique name. */
export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    officeName: text('office_name').notNull(),
    subscriptionTypeId: integer('subscription_type_id')
      .notNull()
      .default(1)
      .references(() => subscriptionTypes.id),
    nextRenewal: calendarDate('next_renewal'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex(OFFICE_NAME_UNIQUE_INDEX).on(sql`lower(${t.officeName})`)],
);
