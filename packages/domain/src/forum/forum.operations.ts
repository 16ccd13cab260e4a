import { z } from 'zod';
import { idParams } from '../api/common-schemas.js';
import { defineOperations } from '../api/operation.js';
import { operationFamily } from '../api/operation-family.js';
import { idParam } from '../common/id.schemas.js';
import {
  forumCategorySchema,
  forumHomeCategorySchema,
  forumPostCreateSchema,
  forumPostSchema,
  forumPostUpdateSchema,
  forumReplyCreateSchema,
  forumReplySchema,
} from './forum.schemas.js';

const forum = operationFamily({ tag: 'forum', access: 'activeAccount' });
/** A post's body past the request limit answers 413. */
const postBody = { extraErrors: [413] } as const;

/**
 * The forum (spec 3 §7): `forum/categories/`, `forum/posts/category/{catId}`,
 * `forum/posts/{id}`, `forum/replies/post/{postId}`, `forum/posts/create/`,
 * `forum/replies/create/`; and, not in the spec, `forum/posts/recent/` (the
 * forum home in one call), `forum/posts/update/{id}/` and `forum/posts/delete/{id}/`.
 * Signed-in users of every office whose account is active.
 */
export const forumOperations = defineOperations({
  categories: forum.read('forum/categories/', z.array(forumCategorySchema), 'The forum categories'),
  home: forum.read(
    'forum/posts/recent/',
    z.array(forumHomeCategorySchema),
    'The forum home: every category with its post count and its latest three posts (previews, without bodies)',
  ),
  postsOfCategory: forum.read('forum/posts/category/{catId}', z.array(forumPostSchema), "A category's posts, newest first", {
    params: z.object({ catId: idParam }),
  }),
  post: forum.read('forum/posts/{id}', forumPostSchema, 'A post', { params: idParams }),
  replies: forum.read('forum/replies/post/{postId}', z.array(forumReplySchema), "A post's replies, oldest first", { params: z.object({ postId: idParam }) }),
  createPost: forum.create(
    'forum/posts/create/',
    forumPostCreateSchema,
    forumPostSchema,
    'Write a post: a plain-text title and an HTML body, sanitised with the allow-list before it is stored',
    { permission: 'forum.post', ...postBody },
  ),
  // Who may change or delete a post depends on the post (its author, its office's holder): the service decides.
  updatePost: forum.update('forum/posts/update/{id}/', forumPostUpdateSchema, forumPostSchema, 'Change the title and body of a post (its author only)', {
    params: idParams,
    ...postBody,
  }),
  deletePost: forum.delete('forum/posts/delete/{id}/', "Delete a post and its replies (its author, or the account holder of the author's office)", {
    params: idParams,
  }),
  createReply: forum.create('forum/replies/create/', forumReplyCreateSchema, forumReplySchema, 'Reply to a post (plain text)', { permission: 'forum.post' }),
});
