import { z } from 'zod';
import { noContent } from '../api/common-schemas.js';
import { defineOperations } from '../api/operation.js';
import { idParam } from '../common/ids.js';
import {
  forumCategorySchema,
  forumHomeCategorySchema,
  forumPostCreateSchema,
  forumPostSchema,
  forumPostUpdateSchema,
  forumReplyCreateSchema,
  forumReplySchema,
} from './forum.schemas.js';

const tag = 'forum';

/**
 * The forum (spec 3 §7): `forum/categories/`, `forum/posts/category/{catId}`,
 * `forum/posts/{id}`, `forum/replies/post/{postId}`, `forum/posts/create/`,
 * `forum/replies/create/`; and, not in the spec, `forum/posts/recent/` (the
 * forum home in one call), `forum/posts/update/{id}/` and `forum/posts/delete/{id}/`.
 * Signed-in users of every office whose account is active.
 */
export const forumOperations = defineOperations({
  categories: {
    method: 'GET',
    path: 'forum/categories/',
    tag,
    summary: 'The forum categories',
    access: 'activeAccount',
    status: 200,
    response: z.array(forumCategorySchema),
    errors: [401, 403],
  },
  home: {
    method: 'GET',
    path: 'forum/posts/recent/',
    tag,
    summary: 'The forum home: every category with its post count and its latest three posts (previews, without bodies)',
    access: 'activeAccount',
    status: 200,
    response: z.array(forumHomeCategorySchema),
    errors: [401, 403],
  },
  postsOfCategory: {
    method: 'GET',
    path: 'forum/posts/category/{catId}',
    tag,
    summary: "A category's posts, newest first",
    access: 'activeAccount',
    params: z.object({ catId: idParam }),
    status: 200,
    response: z.array(forumPostSchema),
    errors: [401, 403, 404],
  },
  post: {
    method: 'GET',
    path: 'forum/posts/{id}',
    tag,
    summary: 'A post',
    access: 'activeAccount',
    params: z.object({ id: idParam }),
    status: 200,
    response: forumPostSchema,
    errors: [401, 403, 404],
  },
  replies: {
    method: 'GET',
    path: 'forum/replies/post/{postId}',
    tag,
    summary: "A post's replies, oldest first",
    access: 'activeAccount',
    params: z.object({ postId: idParam }),
    status: 200,
    response: z.array(forumReplySchema),
    errors: [401, 403, 404],
  },
  createPost: {
    method: 'POST',
    path: 'forum/posts/create/',
    tag,
    summary: 'Write a post: a plain-text title and an HTML body, sanitised with the allow-list before it is stored',
    access: 'activeAccount',
    permission: 'forum.post',
    body: forumPostCreateSchema,
    status: 201,
    response: forumPostSchema,
    errors: [400, 401, 403, 413],
  },
  updatePost: {
    method: 'PUT',
    path: 'forum/posts/update/{id}/',
    tag,
    summary: 'Change the title and body of a post (its author only)',
    access: 'activeAccount',
    params: z.object({ id: idParam }),
    body: forumPostUpdateSchema,
    status: 200,
    response: forumPostSchema,
    errors: [400, 401, 403, 404, 413],
  },
  deletePost: {
    method: 'DELETE',
    path: 'forum/posts/delete/{id}/',
    tag,
    summary: "Delete a post and its replies (its author, or the account holder of the author's office)",
    access: 'activeAccount',
    params: z.object({ id: idParam }),
    status: 204,
    response: noContent,
    errors: [401, 403, 404],
  },
  createReply: {
    method: 'POST',
    path: 'forum/replies/create/',
    tag,
    summary: 'Reply to a post (plain text)',
    access: 'activeAccount',
    permission: 'forum.post',
    body: forumReplyCreateSchema,
    status: 201,
    response: forumReplySchema,
    errors: [400, 401, 403],
  },
});
