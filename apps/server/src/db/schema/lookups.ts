import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * Lookups. Provinces and municipalities are the country's, shared by every
 * office and seeded from the PSGC (Philippine Standard Geographic Code): the
 * code is kept so a later PSGC release can be matched row by row. Systems and
 * fund sources are each office's own.
 */

export const provinces = pgTable('provinces', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** 10-digit PSGC code of the province (or of the region, for the cities of NCR, which has no province). */
  psgcCode: text('psgc_code').notNull().unique(),
  name: text('name').notNull(),
  region: text('region').notNull(),
});

export const municipalities = pgTable(
  'municipalities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 10-digit PSGC code of the city or municipality. */
    psgcCode: text('psgc_code').notNull().unique(),
    name: text('name').notNull(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
  },
  (t) => [index('municipalities_province_id_idx').on(t.provinceId)],
);

/** Its name is how a unique violation is told apart from others (see mapUniqueViolation). */
export const SYSTEM_NAME_UNIQUE_INDEX = 'systems_account_name_unique';

/** A system or category (an irrigation system, a road network …) that projects belong to. */
export const systems = pgTable(
  'systems',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    municipalityId: integer('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    remarks: text('remarks').notNull().default(''),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex(SYSTEM_NAME_UNIQUE_INDEX).on(t.accountId, sql`lower(${t.name})`),
    unique('systems_account_id_id_key').on(t.accountId, t.id),
  ],
);

export const FUND_SOURCE_NAME_UNIQUE_INDEX = 'fund_sources_account_name_unique';

export const fundSources = pgTable(
  'fund_sources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex(FUND_SOURCE_NAME_UNIQUE_INDEX).on(t.accountId, sql`lower(${t.name})`),
    unique('fund_sources_account_id_id_key').on(t.accountId, t.id),
  ],
);

