import { describe, expect, it } from 'vitest';
import { RoleId } from '../permissions/roles.js';
import { canDeleteForumPost, canEditForumPost, forumBodyProblem, forumExcerpt, htmlHasText, htmlToText } from './forum.rules.js';
import { forumPostCreateSchema, forumReplyCreateSchema, forumMessages, FORUM_BODY_MAX } from './forum.schemas.js';

const actor = (userId: number, accountId: number, roleIds: number[]) => ({ userId, accountId, isSuperuser: false, roleIds });
const post = { authorId: 7, accountId: 1 };

describe('forum rules', () => {
  it('lets only the author edit', () => {
    expect(canEditForumPost(actor(7, 1, [RoleId.Viewer]), post)).toBe(true);
    expect(canEditForumPost(actor(8, 1, [RoleId.AccountHolder]), post)).toBe(false);
    expect(canEditForumPost(actor(7, 2, [RoleId.Viewer]), post)).toBe(false);
  });

  it("lets the author and the account holder of the author's office delete", () => {
    expect(canDeleteForumPost(actor(7, 1, [RoleId.Viewer]), post)).toBe(true);
    expect(canDeleteForumPost(actor(8, 1, [RoleId.AccountHolder]), post)).toBe(true);
    expect(canDeleteForumPost(actor(8, 1, [RoleId.ProjectInspector]), post)).toBe(false);
    expect(canDeleteForumPost(actor(9, 2, [RoleId.AccountHolder]), post)).toBe(false);
  });

  it('reads the text of HTML for previews', () => {
    expect(htmlToText('<p>Hello <strong>world</strong></p><ul><li>a&amp;b</li></ul>')).toBe('Hello world a&b');
    expect(htmlToText('<p></p><p>&nbsp;</p><br>')).toBe('');
    expect(htmlToText('<p>as of <strong>today</strong>.</p><p>Next<br>line</p>')).toBe('as of today. Next line');
    expect(htmlHasText('<p><br></p>')).toBe(false);
    expect(htmlToText('<p>cut <stro')).toBe('cut');
    expect(forumExcerpt(`<p>${'word '.repeat(100)}</p>`, 20)).toBe('word word word word…');
  });
});

describe('forum schemas', () => {
  it('holds titles, bodies and replies to their limits', () => {
    const issues = (input: object) => forumPostCreateSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(issues({ cat_id: 1, title: '  ', body: '<p>x</p>' })).toEqual([forumMessages.titleRequired]);
    expect(issues({ cat_id: 1, title: 'a'.repeat(201), body: '<p>x</p>' })).toEqual(['Title is too long (at most 200 characters).']);
    expect(issues({ cat_id: 1, title: 'T', body: '<p> </p>' })).toEqual([forumMessages.bodyRequired]);
    expect(issues({ cat_id: 1, title: 'T', body: `<p>${'a'.repeat(FORUM_BODY_MAX)}</p>` })).toEqual([forumMessages.bodyTooLong]);
    expect(issues({ title: 'T', body: '<p>x</p>' })).toEqual([forumMessages.categoryRequired]);
    expect(forumPostCreateSchema.parse({ cat_id: 1, title: ' Hello ', body: '<p>x</p>' }).title).toBe('Hello');
    expect(forumReplyCreateSchema.safeParse({ post_id: 1, message: 'a'.repeat(5001) }).success).toBe(false);
    expect(forumReplyCreateSchema.parse({ post_id: 1, message: ' line one\nline two ' }).message).toBe('line one\nline two');
  });
});

describe('forum bodies follow the title rule for characters', () => {
  const parseBody = (body: string) => forumPostCreateSchema.safeParse({ cat_id: 1, title: 'A title', body });
  const messagesOf = (body: string) => {
    const parsed = parseBody(body);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('refuses text-direction overrides, raw or as character references, with the title rule’s message', () => {
    for (const body of ['<p>Invoice \u202egnp.exe</p>', '<p>Invoice &#x202e;gnp.exe</p>', '<p>Invoice &#8238;gnp.exe</p>']) {
      expect(messagesOf(body)).toEqual(['Body must not contain text-direction control characters.']);
    }
  });

  it('refuses terminal control characters but keeps tabs and line breaks', () => {
    expect(messagesOf('<p>\u001b[31mred</p>')).toEqual(['Body must not contain control characters.']);
    expect(parseBody('<p>one</p>\n<p>\ttwo</p>\r\n').success).toBe(true);
  });

  it('says only "Body is required." for a body without text', () => {
    expect(messagesOf('<p> </p>')).toEqual([forumMessages.bodyRequired]);
    expect(forumBodyProblem('<p></p>')).toBeNull();
  });
});
