import { integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';

/** Reference data: rows are inserted by a migration, not by the app. */
export const subscriptionTypes = pgTable('subscription_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  price: numeric('price', { precision: 16, scale: 2 }).notNull(),
  billing: text('billing').notNull(),
});
