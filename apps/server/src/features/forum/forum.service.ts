import {
  AppError,
  canDeleteForumPost,
  canEditForumPost,
  fieldError,
  forumExcerpt,
  forumMessages,
  htmlHasText,
  type ForumCategory,
  type ForumHomeCategory,
  type ForumPost,
  type ForumPostCreateValues,
  type ForumPostSummary,
  type ForumPostUpdateValues,
  type ForumReply,
  type ForumReplyCreateValues,
} from '@subaybay/domain';
import type { Database } from '../../db/client.js';
import { foreignKeyViolationConstraint } from '../../db/errors.js';
import { insertActorActivity } from '../../lib/activity-log.js';
import { isDatabaseId } from '../../lib/http.js';
import { sanitizeForumHtml } from '../../lib/sanitize-html.js';
import type { AuthActor } from '../../plugins/auth.js';
import { NOT_FOUND } from '../../plugins/error-handler.js';
import {
  deletePostRow,
  findCategory,
  findPost,
  insertPost,
  insertReply,
  listCategories,
  listLatestPostsPerCategory,
  listPostsOfCategory,
  listRepliesOfPost,
  updatePostRow,
  type ForumPostRow,
  type ForumReplyRow,
} from './forum.repository.js';

/**
 * The forum (spec 3 "Forum"): one forum for the signed-in users of every
 * office. Any role may post and reply (`forum.post`: spec 3 §6 names no forum
 * rule, and a viewer's "only views" is about the office's records). Only the
 * author edits a post; the author or the account holder of the author's
 * office deletes it (docs/decisions/009-forum.md).
 */

/** Posts per category on the forum home, and how much of each body the preview reads. */
const HOME_POSTS_PER_CATEGORY = 3;
const HOME_PREVIEW_CHARS = 2_000;

function toSummary(row: ForumPostRow): ForumPostSummary {
  return {
    id: row.id,
    title: row.title,
    excerpt: forumExcerpt(row.body),
    category: { id: row.categoryId, title: row.categoryTitle },
    author: { id: row.authorId, username: row.authorUsername },
    office_name: row.officeName,
    created_on: row.createdOn.toISOString(),
    updated_on: row.updatedOn.toISOString(),
    reply_count: row.replyCount,
  };
}

function toPost(actor: AuthActor, row: ForumPostRow): ForumPost {
  const owner = { authorId: row.authorId, accountId: row.accountId };
  return { ...toSummary(row), body: row.body, can_edit: canEditForumPost(actor, owner), can_delete: canDeleteForumPost(actor, owner) };
}

function toReply(row: ForumReplyRow): ForumReply {
  return {
    id: row.id,
    post_id: row.postId,
    author: { id: row.authorId, username: row.authorUsername },
    office_name: row.officeName,
    message: row.message,
    created_on: row.createdOn.toISOString(),
  };
}

/** The sanitised body, or a 400 when nothing readable is left of it (it was all markup the allow-list removes). */
function safeBody(body: string): string {
  const clean = sanitizeForumHtml(body);
  if (!htmlHasText(clean)) throw fieldError('body', forumMessages.bodyRequired);
  return clean;
}

export function createForumService({ db, now }: { db: Database; now: () => Date }) {
  async function postOr404(id: number): Promise<ForumPostRow> {
    const row = await findPost(db, id);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return row;
  }

  return {
    async categories(): Promise<ForumCategory[]> {
      return listCategories(db);
    },

    /** Every category with its post count and latest posts (two queries). */
    async home(): Promise<ForumHomeCategory[]> {
      const [categories, latest] = await Promise.all([listCategories(db), listLatestPostsPerCategory(db, HOME_POSTS_PER_CATEGORY, HOME_PREVIEW_CHARS)]);
      return categories.map((category) => {
        const posts = latest.filter((row) => row.categoryId === category.id);
        return { ...category, post_count: posts[0]?.categoryPostCount ?? 0, posts: posts.map(toSummary) };
      });
    },

    async postsOfCategory(actor: AuthActor, categoryId: number): Promise<ForumPost[]> {
      if (!(await findCategory(db, categoryId))) throw new AppError('NOT_FOUND', NOT_FOUND);
      return (await listPostsOfCategory(db, categoryId)).map((row) => toPost(actor, row));
    },

    async post(actor: AuthActor, id: number): Promise<ForumPost> {
      return toPost(actor, await postOr404(id));
    },

    async replies(postId: number): Promise<ForumReply[]> {
      await postOr404(postId);
      return (await listRepliesOfPost(db, postId)).map(toReply);
    },

    /** An unknown `cat_id` is bad input (400 on `cat_id`), like any unknown id in a body. */
    async createPost(actor: AuthActor, input: ForumPostCreateValues, ip: string | null): Promise<ForumPost> {
      const body = safeBody(input.body);
      const categoryMissing = () => fieldError('cat_id', forumMessages.categoryNotFound);
      if (!isDatabaseId(input.cat_id) || !(await findCategory(db, input.cat_id))) throw categoryMissing();
      const id = await db
        .transaction(async (tx) => {
          const created = await insertPost(tx, { categoryId: input.cat_id, accountId: actor.accountId, authorId: actor.userId, title: input.title, body, now: now() });
          await insertActorActivity(tx, actor, `Create forum post: ${input.title}`, { objectType: 'forum_post', ip });
          return created;
        })
        .catch((error: unknown) => {
          // The category went between the check and the insert.
          if (foreignKeyViolationConstraint(error) !== undefined) throw categoryMissing();
          throw error;
        });
      return toPost(actor, await postOr404(id));
    },

    async updatePost(actor: AuthActor, id: number, input: ForumPostUpdateValues, ip: string | null): Promise<ForumPost> {
      const existing = await postOr404(id);
      if (!canEditForumPost(actor, existing)) throw new AppError('FORBIDDEN', forumMessages.editRefused);
      const body = safeBody(input.body);
      await db.transaction(async (tx) => {
        if (!(await updatePostRow(tx, existing.accountId, id, { title: input.title, body, now: now() }))) throw new AppError('NOT_FOUND', NOT_FOUND);
        await insertActorActivity(tx, actor, `Update forum post: ${input.title}`, { objectType: 'forum_post', ip });
      });
      return toPost(actor, await postOr404(id));
    },

    async deletePost(actor: AuthActor, id: number, ip: string | null): Promise<void> {
      const existing = await postOr404(id);
      if (!canDeleteForumPost(actor, existing)) throw new AppError('FORBIDDEN', forumMessages.deleteRefused);
      await db.transaction(async (tx) => {
        if (!(await deletePostRow(tx, existing.accountId, id))) throw new AppError('NOT_FOUND', NOT_FOUND);
        await insertActorActivity(tx, actor, `Delete forum post: ${existing.title}`, { objectType: 'forum_post', ip });
      });
    },

    /** An unknown `post_id` is bad input (400 on `post_id`). */
    async createReply(actor: AuthActor, input: ForumReplyCreateValues, ip: string | null): Promise<ForumReply> {
      const postMissing = () => fieldError('post_id', forumMessages.postNotFound);
      if (!isDatabaseId(input.post_id)) throw postMissing();
      const post = await findPost(db, input.post_id);
      if (!post) throw postMissing();
      const row = await db
        .transaction(async (tx) => {
          const created = await insertReply(tx, { postId: post.id, accountId: actor.accountId, authorId: actor.userId, message: input.message, now: now() });
          await insertActorActivity(tx, actor, `Reply to forum post: ${post.title}`, { objectType: 'forum_reply', ip });
          return created;
        })
        .catch((error: unknown) => {
          // The post was deleted between the check and the insert.
          if (foreignKeyViolationConstraint(error) !== undefined) throw postMissing();
          throw error;
        });
      return toReply(row);
    },
  };
}
