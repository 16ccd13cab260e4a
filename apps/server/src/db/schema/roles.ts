import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Reference data seeded by a migration (ids 1, 2, 3, 5 of spec 1 §3). Answers use the domain's display names. */
export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});
