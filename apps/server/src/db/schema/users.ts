import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { roles } from './roles.js';

/** Its name is how a unique violation is told apart from others (see mapUniqueViolation in db/unique-violations.ts). */
export const USERNAME_UNIQUE_INDEX = 'users_username_lower_unique';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    /** argon2id PHC string; never leaves the server. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    position: text('position').notNull().default(''),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    /** A deactivated user cannot sign in and has no sessions; the account holder may reactivate them. */
    isActive: boolean('is_active').notNull().default(true),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames sign in across all offices, so they are unique globally, ignoring case.
    uniqueIndex(USERNAME_UNIQUE_INDEX).on(sql`lower(${t.username})`),
    index('users_account_id_idx').on(t.accountId),
    // The target of every (account_id, user_id) foreign key: a row of one office can never name another office's user.
    unique(USERS_ACCOUNT_ID_KEY).on(t.accountId, t.id),
  ],
);

/** A join table keyed by the user; tenancy follows from `users.account_id`. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** Office-scoped links to users point at `(account_id, id)`, so they cannot cross offices (CONVENTIONS §12). */
export const USERS_ACCOUNT_ID_KEY = 'users_account_id_id_key';

export const userFollows = pgTable(
  'user_follows',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    followerId: integer('follower_id').notNull(),
    followedId: integer('followed_id').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followedId] }),
    foreignKey({ name: 'user_follows_follower_fk', columns: [t.accountId, t.followerId], foreignColumns: [users.accountId, users.id] }).onDelete('cascade'),
    foreignKey({ name: 'user_follows_followed_fk', columns: [t.accountId, t.followedId], foreignColumns: [users.accountId, users.id] }).onDelete('cascade'),
  ],
);
