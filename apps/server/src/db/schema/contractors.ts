import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/** Its name is how a unique violation is told apart from others (see mapUniqueViolation). */
export const CONTRACTOR_NAME_UNIQUE_INDEX = 'contractors_account_name_unique';

/** A contractor an office deals with (spec 3 §3 "Contractor"). Owner, contact and TIN may be unknown: ''. */
export const contractors = pgTable(
  'contractors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    officeAddress: text('office_address').notNull(),
    ownerName: text('owner_name').notNull().default(''),
    contactNumber: text('contact_number').notNull().default(''),
    tinNumber: text('tin_number').notNull().default(''),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex(CONTRACTOR_NAME_UNIQUE_INDEX).on(t.accountId, sql`lower(${t.name})`),
    unique('contractors_account_id_id_key').on(t.accountId, t.id),
  ],
);
