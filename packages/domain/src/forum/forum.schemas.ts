import { z } from 'zod';
import { textField, wholeNumberField } from '../common/text.schemas.js';
import { forumBodyProblem, htmlHasText } from './forum.rules.js';

/**
 * The forum (spec 3 §2, §3, §7 "Forum"), shared by the signed-in users of
 * every office. Spec 3 §5 shows no rules for posts and replies; the limits
 * below are ours (docs/decisions/009-forum.md).
 */

export const FORUM_TITLE_MAX = 200;
export const FORUM_BODY_MAX = 50_000;
export const FORUM_REPLY_MAX = 5_000;

export const forumMessages = {
  titleRequired: 'Title is required.',
  bodyRequired: 'Body is required.',
  bodyTooLong: `Body is too long (at most ${FORUM_BODY_MAX.toLocaleString('en-US')} characters).`,
  bodyNotText: 'Body must be text.',
  messageRequired: 'Message is required.',
  categoryRequired: 'Category is required.',
  postRequired: 'Post is required.',
  categoryNotFound: 'This forum category does not exist.',
  postNotFound: 'This forum post does not exist.',
  editRefused: 'Only the author can edit this post.',
  deleteRefused: "Only the author or the account holder of the author's office can delete this post.",
  emptyCategoryTitle: 'Empty Category',
  emptyCategoryText: 'There are no posts in this category yet.',
  deleteConfirm: 'Continue deleting the selected data?',
  postCreated: 'Post created successfully.',
  postUpdated: 'Post updated successfully.',
  postDeleted: 'Post deleted successfully.',
} as const;

const titleField = textField({ label: 'Title', required: forumMessages.titleRequired, max: FORUM_TITLE_MAX });

/**
 * The body as sent: HTML from the rich-text editor, at most FORUM_BODY_MAX
 * characters, with some visible text and none of the characters a title refuses
 * (a right-to-left override shows `Invoice \u202egnp.exe` as "Invoice exe.png").
 * The server sanitises it and checks the text again, since markup that is
 * removed may have been all there was.
 */
const bodyField = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? forumMessages.bodyRequired : forumMessages.bodyNotText) })
  .max(FORUM_BODY_MAX, { error: forumMessages.bodyTooLong })
  .refine((value) => htmlHasText(value), { error: forumMessages.bodyRequired })
  .superRefine((value, context) => {
    const problem = forumBodyProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** `POST forum/posts/create/`. */
export const forumPostCreateSchema = z.object({
  cat_id: wholeNumberField('Category', forumMessages.categoryRequired),
  title: titleField,
  body: bodyField,
});
export type ForumPostCreateInput = z.input<typeof forumPostCreateSchema>;
export type ForumPostCreateValues = z.output<typeof forumPostCreateSchema>;

/** `PUT forum/posts/update/{id}/`: title and body; the category stays. */
export const forumPostUpdateSchema = z.object({ title: titleField, body: bodyField });
export type ForumPostUpdateInput = z.input<typeof forumPostUpdateSchema>;
export type ForumPostUpdateValues = z.output<typeof forumPostUpdateSchema>;

/** `POST forum/replies/create/`: plain text, stored trimmed. */
export const forumReplyCreateSchema = z.object({
  post_id: wholeNumberField('Post', forumMessages.postRequired),
  message: textField({ label: 'Message', required: forumMessages.messageRequired, max: FORUM_REPLY_MAX, multiline: true }),
});
export type ForumReplyCreateInput = z.input<typeof forumReplyCreateSchema>;
export type ForumReplyCreateValues = z.output<typeof forumReplyCreateSchema>;

export const forumCategorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
});
export type ForumCategory = z.infer<typeof forumCategorySchema>;

export const forumAuthorSchema = z.object({ id: z.number().int(), username: z.string() });

/** A post without its body: the forum home's previews. `excerpt` is the body's text, cut short. */
export const forumPostSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  category: z.object({ id: z.number().int(), title: z.string() }),
  author: forumAuthorSchema,
  office_name: z.string(),
  created_on: z.string(),
  updated_on: z.string(),
  reply_count: z.number().int(),
});
export type ForumPostSummary = z.infer<typeof forumPostSummarySchema>;

/** A post as read and listed: its sanitised HTML body and what the caller may do with it. */
export const forumPostSchema = forumPostSummarySchema.extend({
  body: z.string(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type ForumPost = z.infer<typeof forumPostSchema>;

/** `GET forum/posts/recent/`: every category with its latest posts (the forum home). */
export const forumHomeCategorySchema = forumCategorySchema.extend({
  post_count: z.number().int(),
  posts: z.array(forumPostSummarySchema),
});
export type ForumHomeCategory = z.infer<typeof forumHomeCategorySchema>;

export const forumReplySchema = z.object({
  id: z.number().int(),
  post_id: z.number().int(),
  author: forumAuthorSchema,
  office_name: z.string(),
  message: z.string(),
  created_on: z.string(),
});
export type ForumReply = z.infer<typeof forumReplySchema>;
