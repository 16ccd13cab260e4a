import { asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts } from '../../db/schema/accounts.js';
import { forumCategories, forumPosts, forumReplies } from '../../db/schema/forum.js';
import { users } from '../../db/schema/users.js';
import { officeRow } from '../../db/tenancy.js';

/**
 * SQL of the forum, and nothing else. The forum is shared by every office, so
 * reads are not scoped by office; writes name the author's office
 * (`account_id`) and changes to a post are scoped by it.
 */

export interface ForumCategoryRow {
  id: number;
  title: string;
  description: string;
}

export interface ForumPostRow {
  id: number;
  title: string;
  /** The whole body, or its first characters on the forum home. */
  body: string;
  categoryId: number;
  categoryTitle: string;
  accountId: number;
  officeName: string;
  authorId: number;
  authorUsername: string;
  createdOn: Date;
  updatedOn: Date;
  replyCount: number;
}

export interface ForumReplyRow {
  id: number;
  postId: number;
  authorId: number;
  authorUsername: string;
  officeName: string;
  message: string;
  createdOn: Date;
}

const categoryColumns = { id: forumCategories.id, title: forumCategories.title, description: forumCategories.description };

export async function listCategories(db: Database): Promise<ForumCategoryRow[]> {
  return db.select(categoryColumns).from(forumCategories).orderBy(asc(forumCategories.position), asc(forumCategories.id));
}

export async function findCategory(db: Database, id: number): Promise<ForumCategoryRow | undefined> {
  const [row] = await db.select(categoryColumns).from(forumCategories).where(eq(forumCategories.id, id));
  return row;
}

const replyCount = sql<number>`(select count(*) from ${forumReplies} where ${forumReplies.postId} = ${forumPosts.id})`.mapWith(Number);

function postColumns(body: typeof forumPosts.body | ReturnType<typeof sql<string>>) {
  return {
    id: forumPosts.id,
    title: forumPosts.title,
    body,
    categoryId: forumPosts.categoryId,
    categoryTitle: forumCategories.title,
    accountId: forumPosts.accountId,
    officeName: accounts.officeName,
    authorId: forumPosts.authorId,
    authorUsername: users.username,
    createdOn: forumPosts.createdOn,
    updatedOn: forumPosts.updatedOn,
    replyCount,
  };
}

function selectPosts(db: Database, body: Parameters<typeof postColumns>[0] = forumPosts.body) {
  return db
    .select(postColumns(body))
    .from(forumPosts)
    .innerJoin(forumCategories, eq(forumCategories.id, forumPosts.categoryId))
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .innerJoin(accounts, eq(accounts.id, forumPosts.accountId));
}

/** A category's posts, newest first. */
export async function listPostsOfCategory(db: Database, categoryId: number): Promise<ForumPostRow[]> {
  return selectPosts(db).where(eq(forumPosts.categoryId, categoryId)).orderBy(desc(forumPosts.createdOn), desc(forumPosts.id));
}

export async function findPost(db: Database, id: number): Promise<ForumPostRow | undefined> {
  const [row] = await selectPosts(db).where(eq(forumPosts.id, id));
  return row;
}

/**
 * The latest `perCategory` posts of every category, with each category's
 * post count, in one query (the forum home). Only the body's first
 * characters are read: they are enough for a two-line preview.
 */
export async function listLatestPostsPerCategory(
  db: Database,
  perCategory: number,
  previewChars: number,
): Promise<Array<ForumPostRow & { categoryPostCount: number }>> {
  const ranked = db
    .select({
      id: forumPosts.id,
      rank: sql<number>`row_number() over (partition by ${forumPosts.categoryId} order by ${forumPosts.createdOn} desc, ${forumPosts.id} desc)`.as('rank'),
      total: sql<number>`count(*) over (partition by ${forumPosts.categoryId})`.as('total'),
    })
    .from(forumPosts)
    .as('ranked');
  const rows = await db
    .select({ ...postColumns(sql<string>`left(${forumPosts.body}, ${previewChars})`), categoryPostCount: sql<number>`${ranked.total}`.mapWith(Number) })
    .from(forumPosts)
    .innerJoin(ranked, eq(ranked.id, forumPosts.id))
    .innerJoin(forumCategories, eq(forumCategories.id, forumPosts.categoryId))
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .innerJoin(accounts, eq(accounts.id, forumPosts.accountId))
    .where(lte(ranked.rank, perCategory))
    .orderBy(asc(forumPosts.categoryId), desc(forumPosts.createdOn), desc(forumPosts.id));
  return rows;
}

export async function insertPost(
  db: Database,
  values: { categoryId: number; accountId: number; authorId: number; title: string; body: string; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(forumPosts)
    .values({
      categoryId: values.categoryId,
      accountId: values.accountId,
      authorId: values.authorId,
      title: values.title,
      body: values.body,
      createdOn: values.now,
      updatedOn: values.now,
    })
    .returning({ id: forumPosts.id });
  return row!.id;
}

/** Writes a post's title and body; false when it is not the office's. */
export async function updatePostRow(db: Database, accountId: number, id: number, values: { title: string; body: string; now: Date }): Promise<boolean> {
  const rows = await db
    .update(forumPosts)
    .set({ title: values.title, body: values.body, updatedOn: values.now })
    .where(officeRow(forumPosts, accountId, id))
    .returning({ id: forumPosts.id });
  return rows.length > 0;
}

/** Deletes a post (its replies go with it); false when it is not the office's. */
export async function deletePostRow(db: Database, accountId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(forumPosts)
    .where(officeRow(forumPosts, accountId, id))
    .returning({ id: forumPosts.id });
  return rows.length > 0;
}

const replyColumns = {
  id: forumReplies.id,
  postId: forumReplies.postId,
  authorId: forumReplies.authorId,
  authorUsername: users.username,
  officeName: accounts.officeName,
  message: forumReplies.message,
  createdOn: forumReplies.createdOn,
};

/** A post's replies, oldest first. */
export async function listRepliesOfPost(db: Database, postId: number): Promise<ForumReplyRow[]> {
  return db
    .select(replyColumns)
    .from(forumReplies)
    .innerJoin(users, eq(users.id, forumReplies.authorId))
    .innerJoin(accounts, eq(accounts.id, forumReplies.accountId))
    .where(eq(forumReplies.postId, postId))
    .orderBy(asc(forumReplies.createdOn), asc(forumReplies.id));
}

export async function insertReply(
  db: Database,
  values: { postId: number; accountId: number; authorId: number; message: string; now: Date },
): Promise<ForumReplyRow> {
  const [inserted] = await db
    .insert(forumReplies)
    .values({ postId: values.postId, accountId: values.accountId, authorId: values.authorId, message: values.message, createdOn: values.now })
    .returning({ id: forumReplies.id });
  const [row] = await db
    .select(replyColumns)
    .from(forumReplies)
    .innerJoin(users, eq(users.id, forumReplies.authorId))
    .innerJoin(accounts, eq(accounts.id, forumReplies.accountId))
    .where(eq(forumReplies.id, inserted!.id));
  return row!;
}
