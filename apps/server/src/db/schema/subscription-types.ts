import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { money } from './columns.js';

/** Reference data: rows are inserted by a migration, not by the app. */
export const subscriptionTypes = pgTable('subscription_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  price: money('price').notNull(),
  billing: text('billing').notNull(),
});
