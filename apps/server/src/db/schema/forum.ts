import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { users } from './users.js';

/**
 * The forum is shared by the signed-in users of every office (spec 3 "Forum"):
 * categories belong to no office; a post or reply keeps its author's office
 * (`account_id`) so it shows the office name and the account holder may remove
 * what the office wrote. Posts and replies go when their office or author goes.
 */

export const forumCategories = pgTable(
  'forum_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Display order on the forum home. */
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('forum_categories_title_unique').on(sql`lower(${t.title})`)],
);

/** `body` is HTML, sanitised with the allow-list before it is stored; `title` is plain text. */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => forumCategories.id, { onDelete: 'restrict' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'forum_posts_author_fk', columns: [t.accountId, t.authorId], foreignColumns: [users.accountId, users.id] }).onDelete('cascade'),
    index('forum_posts_category_created_idx').on(t.categoryId, t.createdOn.desc()),
    check('forum_posts_title_not_blank', sql`length(btrim(${t.title})) > 0`),
  ],
);

/** A reply is plain text. */
export const forumReplies = pgTable(
  'forum_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').notNull(),
    message: text('message').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'forum_replies_author_fk', columns: [t.accountId, t.authorId], foreignColumns: [users.accountId, users.id] }).onDelete('cascade'),
    index('forum_replies_post_created_idx').on(t.postId, t.createdOn),
    check('forum_replies_message_not_blank', sql`length(btrim(${t.message})) > 0`),
  ],
);
