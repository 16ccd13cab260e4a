import { forumMessages, type ForumHomeCategory, type ForumPost, type ForumReply } from '@subaybay/domain';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { activityLogs } from '../src/db/schema/activity-logs.js';
import { forumPosts } from '../src/db/schema/forum.js';
import { apiTest } from './helpers/api-test.js';
import { unique, type SignedInUser } from './helpers/factories.js';
import { financeCalls } from './helpers/finance.js';
import type { TestApp } from './helpers/test-app.js';

type Category = { id: number; title: string };

async function categories(api: TestApp, user: SignedInUser): Promise<Category[]> {
  return (await financeCalls(api).get(user, 'forum/categories/')).json();
}

async function generalId(api: TestApp, user: SignedInUser): Promise<number> {
  return (await categories(api, user)).find((category) => category.title === 'General')!.id;
}

function postPayload(catId: number, overrides: object = {}) {
  return { cat_id: catId, title: `Slippage report format ${unique()}`, body: '<p>How do you <strong>compute</strong> slippage?</p>', ...overrides };
}

async function createPost(api: TestApp, user: SignedInUser, overrides: object = {}): Promise<ForumPost> {
  const response = await financeCalls(api).post(user, 'forum/posts/create/', postPayload(await generalId(api, user), overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function activityOf(api: TestApp, accountId: number): Promise<string[]> {
  return (await api.db.select({ action: activityLogs.action }).from(activityLogs).where(eq(activityLogs.accountId, accountId))).map((row) => row.action);
}

describe('forum', () => {
  apiTest('lists the seeded categories to every signed-in user, and answers 401 when signed out', async ({ api, office }) => {
    const listed = await categories(api, office.viewer);
    expect(listed.map((category) => category.title)).toEqual(['General', 'Announcements', 'Help and Questions', 'Reports and Forms']);
    for (const url of ['/api/forum/categories/', '/api/forum/posts/recent', `/api/forum/posts/category/${listed[0]!.id}`]) {
      expect((await api.request({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await api.request({ method: 'POST', url: '/api/forum/posts/create/', payload: postPayload(listed[0]!.id) })).statusCode).toBe(401);
    expect((await api.request({ method: 'POST', url: '/api/forum/replies/create/', payload: { post_id: 1, message: 'x' } })).statusCode).toBe(401);
  });

  apiTest("one office posts, another reads it with the first office's name and replies, the first sees the reply", async ({ api, office, otherOffice }) => {
    const { get, post } = financeCalls(api);
    const created = await createPost(api, office.inspector, { title: '  Slippage in the S-curve  ' });
    expect(created).toMatchObject({
      title: 'Slippage in the S-curve',
      body: '<p>How do you <strong>compute</strong> slippage?</p>',
      excerpt: 'How do you compute slippage?',
      category: { title: 'General' },
      author: { id: office.inspector.id, username: office.inspector.username },
      office_name: office.officeName,
      reply_count: 0,
      can_edit: true,
      can_delete: true,
    });

    const read = await get(otherOffice.viewer, `forum/posts/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: created.id, office_name: office.officeName, can_edit: false, can_delete: false });
    const listed = (await get(otherOffice.viewer, `forum/posts/category/${created.category.id}/`)).json() as ForumPost[];
    expect(listed[0]!.id).toBe(created.id);

    // A viewer may reply: the forum is not the office's records.
    const reply = await post(otherOffice.viewer, 'forum/replies/create/', { post_id: created.id, message: '  Actual minus target.\nSee the guide.  ' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ post_id: created.id, message: 'Actual minus target.\nSee the guide.', office_name: otherOffice.officeName, author: { username: otherOffice.viewer.username } });
    const second = await post(office.holder, 'forum/replies/create', { post_id: created.id, message: 'Thank you.' });
    expect(second.statusCode).toBe(201);

    const replies = (await get(office.inspector, `forum/replies/post/${created.id}`)).json() as ForumReply[];
    expect(replies.map((row) => row.message)).toEqual(['Actual minus target.\nSee the guide.', 'Thank you.']);
    expect((await get(office.inspector, `forum/posts/${created.id}/`)).json().reply_count).toBe(2);

    expect(await activityOf(api, office.accountId)).toEqual(expect.arrayContaining(['Create forum post: Slippage in the S-curve', 'Reply to forum post: Slippage in the S-curve']));
    expect(await activityOf(api, otherOffice.accountId)).toContain('Reply to forum post: Slippage in the S-curve');
  });

  apiTest('lists a category newest first, and the forum home shows each category with its latest previews', async ({ api, office, otherOffice }) => {
    const { get } = financeCalls(api);
    const first = await createPost(api, office.holder, { body: `<h2>Intro</h2><p>${'long text '.repeat(60)}</p>` });
    const second = await createPost(api, otherOffice.holder);
    const listed = (await get(office.viewer, `forum/posts/category/${first.category.id}`)).json() as ForumPost[];
    const ids = listed.map((row) => row.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));

    const home = await get(office.viewer, 'forum/posts/recent/');
    expect(home.statusCode).toBe(200);
    const general = (home.json() as ForumHomeCategory[]).find((category) => category.id === first.category.id)!;
    expect(general.post_count).toBeGreaterThanOrEqual(2);
    expect(general.posts.length).toBeLessThanOrEqual(3);
    expect(general.posts[0]).toMatchObject({ id: second.id, office_name: otherOffice.officeName });
    expect(general.posts[0]).not.toHaveProperty('body');
    // The preview of a long body is its text, cut short.
    expect(first.excerpt.startsWith('Intro long text')).toBe(true);
    expect(first.excerpt.length).toBeLessThanOrEqual(241);
  });

  apiTest('answers 404 for unknown and non-numeric ids', async ({ api, office }) => {
    const { get, put, del } = financeCalls(api);
    for (const url of ['forum/posts/999999999', 'forum/posts/abc', 'forum/posts/category/999999', 'forum/posts/category/x', 'forum/replies/post/999999', 'forum/replies/post/1e3', 'forum/posts/99999999999']) {
      const response = await get(office.viewer, url);
      expect(response.statusCode, url).toBe(404);
    }
    expect((await put(office.viewer, 'forum/posts/update/999999/', { title: 'T', body: '<p>x</p>' })).statusCode).toBe(404);
    expect((await del(office.viewer, 'forum/posts/delete/abc/')).statusCode).toBe(404);
  });

  apiTest("the author edits and deletes; a colleague may not; the author's account holder may delete; another office's may not", async ({ api, office, otherOffice }) => {
    const { get, put, del } = financeCalls(api);
    const created = await createPost(api, office.inspector);

    const edited = await put(office.inspector, `forum/posts/update/${created.id}/`, { title: 'Edited title', body: '<p>Edited <em>body</em></p>' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Edited title', body: '<p>Edited <em>body</em></p>' });

    for (const user of [office.accountant, office.holder, otherOffice.holder]) {
      const refused = await put(user, `forum/posts/update/${created.id}`, { title: 'Not mine', body: '<p>x</p>' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe(forumMessages.editRefused);
    }
    for (const user of [office.accountant, otherOffice.holder]) {
      const refused = await del(user, `forum/posts/delete/${created.id}/`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe(forumMessages.deleteRefused);
    }
    expect((await get(office.holder, `forum/posts/${created.id}`)).json()).toMatchObject({ can_edit: false, can_delete: true });
    expect((await get(office.accountant, `forum/posts/${created.id}`)).json()).toMatchObject({ can_edit: false, can_delete: false });

    expect((await del(office.holder, `forum/posts/delete/${created.id}/`)).statusCode).toBe(204);
    expect((await get(office.viewer, `forum/posts/${created.id}`)).statusCode).toBe(404);

    const own = await createPost(api, office.viewer);
    expect((await del(office.viewer, `forum/posts/delete/${own.id}`)).statusCode).toBe(204);
    expect(await activityOf(api, office.accountId)).toEqual(
      expect.arrayContaining(['Update forum post: Edited title', 'Delete forum post: Edited title', `Delete forum post: ${own.title}`]),
    );
  });

  apiTest('refuses bad input with 400 and a clear detail', async ({ api, office }) => {
    const { post, put } = financeCalls(api);
    const catId = await generalId(api, office.holder);
    const cases: [object, string, string][] = [
      [{ title: '' }, 'title', forumMessages.titleRequired],
      [{ title: '   ' }, 'title', forumMessages.titleRequired],
      [{ title: 'x'.repeat(201) }, 'title', 'Title is too long (at most 200 characters).'],
      [{ body: '' }, 'body', forumMessages.bodyRequired],
      [{ body: '<p>  </p><p><br></p>' }, 'body', forumMessages.bodyRequired],
      [{ body: `<p>${'x'.repeat(50_000)}</p>` }, 'body', forumMessages.bodyTooLong],
      [{ body: 42 }, 'body', forumMessages.bodyNotText],
      [{ cat_id: 999_999 }, 'cat_id', forumMessages.categoryNotFound],
      [{ cat_id: 'General' }, 'cat_id', 'Category must be a number.'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await post(office.holder, 'forum/posts/create/', postPayload(catId, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors[field]).toEqual([message]);
      expect(response.json().detail).toBe(message);
    }
    const created = await createPost(api, office.holder);
    expect((await put(office.holder, `forum/posts/update/${created.id}`, { title: ' ', body: '<p>x</p>' })).statusCode).toBe(400);

    const replyCases: [object, string][] = [
      [{ post_id: created.id, message: '' }, forumMessages.messageRequired],
      [{ post_id: created.id, message: ' \n ' }, forumMessages.messageRequired],
      [{ post_id: created.id, message: 'x'.repeat(5_001) }, 'Message is too long (at most 5000 characters).'],
      [{ post_id: 999_999, message: 'Hello' }, forumMessages.postNotFound],
      [{ message: 'Hello' }, forumMessages.postRequired],
    ];
    for (const [payload, message] of replyCases) {
      const response = await post(office.holder, 'forum/replies/create/', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().detail).toBe(message);
    }
  });

  apiTest('refuses text-direction overrides and control characters in bodies and replies, as in titles', async ({ api, office }) => {
    const { post, put } = financeCalls(api);
    const catId = await generalId(api, office.holder);
    const bidi = 'Body must not contain text-direction control characters.';
    const control = 'Body must not contain control characters.';
    const cases: [string, string][] = [
      ['<p>Invoice \u202egnp.exe</p>', bidi],
      // Written as a character reference, it is the same character once the HTML is read.
      ['<p>Invoice &#x202E;gnp.exe</p>', bidi],
      ['<p>Invoice &#8238;gnp.exe</p>', bidi],
      ['<p>Report \u2067isolated\u2069</p>', bidi],
      ['<p>Clear the screen \u001b[2J\u001b[H now</p>', control],
      ['<p>Bell &#7; ringing</p>', control],
      ['<p><a href="https://example.com/\u202efdp.exe">a link</a></p>', bidi],
    ];
    for (const [body, message] of cases) {
      const response = await post(office.holder, 'forum/posts/create/', postPayload(catId, { body }));
      expect(response.statusCode, body).toBe(400);
      expect(response.json()).toEqual({ detail: message, errors: { body: [message] } });
    }
    const created = await createPost(api, office.holder, { body: '<p>Line one</p>\n<p>\tLine two</p>' });
    const edited = await put(office.holder, `forum/posts/update/${created.id}`, { title: created.title, body: '<p>Invoice \u202egnp.exe</p>' });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().detail).toBe(bidi);

    const replyCases: [string, string][] = [
      ['Invoice \u202egnp.exe', 'Message must not contain text-direction control characters.'],
      ['Clear \u001b[2J', 'Message must not contain control characters.'],
    ];
    for (const [message, detail] of replyCases) {
      const response = await post(office.holder, 'forum/replies/create/', { post_id: created.id, message });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().detail).toBe(detail);
    }
  });

  apiTest('answers 413, not a server error, for a body above the request size limit', async ({ api, office }) => {
    const response = await financeCalls(api).post(office.holder, 'forum/posts/create/', postPayload(await generalId(api, office.holder), { body: `<p>${'x'.repeat(2 * 1024 * 1024)}</p>` }));
    expect(response.statusCode).toBe(413);
  });

  apiTest('stores and serves bodies with nothing executable in them (XSS corpus)', async ({ api, office, otherOffice }) => {
    const corpus = [
      '<script>alert(1)</script>',
      '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
      '<img src=x onerror=alert(1)>',
      '<IMG SRC="javascript:alert(1)">',
      '<svg onload=alert(1)>',
      '<svg><script>alert(1)</script></svg>',
      '<a href="javascript:alert(1)">click</a>',
      '<a href="JaVaScRiPt:alert(1)">click</a>',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entities</a>',
      '<a href="&#x6A;avascript:alert(1)">hex entity</a>',
      '<a href="java\tscript:alert(1)">tab</a>',
      '<a href=" javascript:alert(1)">space</a>',
      '<a href="vbscript:msgbox(1)">vb</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<style>body{background:url("javascript:alert(1)")}</style>',
      '<p style="background:url(javascript:alert(1))">styled</p>',
      '<div style="width: expression(alert(1))">ie</div>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<object data="javascript:alert(1)"></object>',
      '<embed src="javascript:alert(1)">',
      '<form action="javascript:alert(1)"><input type=submit></form>',
      '<scr<script>ipt>alert(1)</scr</script>ipt>',
      '<p onclick="alert(1)" class="x" id="y">attrs</p>',
      '<details open ontoggle=alert(1)>',
      '<body onload=alert(1)>',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      '<base href="javascript:alert(1)//">',
      '<a href="https://example.com" onmouseover="alert(1)" target="_self">ok link</a>',
      '<!--<img src="--><img src=x onerror=alert(1)//">',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    ];
    const forbidden = /<script|on\w+\s*=|javascript:|vbscript:|data:|<svg|<math|<iframe|<object|<embed|<form|<style|<img|<meta|<base|style=|expression\(|srcdoc/i;
    const catId = await generalId(api, office.holder);
    for (const payload of corpus) {
      const response = await financeCalls(api).post(office.holder, 'forum/posts/create/', { cat_id: catId, title: 'XSS check', body: `<p>Safe text</p>${payload}` });
      expect(response.statusCode, payload).toBe(201);
      const created = response.json() as ForumPost;
      expect(created.body, payload).not.toMatch(forbidden);
      const [stored] = await api.db.select({ body: forumPosts.body }).from(forumPosts).where(eq(forumPosts.id, created.id));
      expect(stored!.body, payload).not.toMatch(forbidden);
      const read = (await financeCalls(api).get(otherOffice.viewer, `forum/posts/${created.id}`)).json() as ForumPost;
      expect(read.body, payload).not.toMatch(forbidden);
    }
    // What is allowed stays, and links are forced to open safely.
    const kept = await createPost(api, office.holder, { body: '<p><a href="https://example.com/guide" rel="opener">guide</a></p><ul><li><b>a</b></li></ul><blockquote>q</blockquote>' });
    expect(kept.body).toBe(
      '<p><a href="https://example.com/guide" rel="noopener noreferrer nofollow" target="_blank">guide</a></p><ul><li><b>a</b></li></ul><blockquote>q</blockquote>',
    );
    const unlinked = await createPost(api, office.holder, { body: '<p><a href="javascript:alert(1)">click</a> <a href="/relative">here</a></p>' });
    expect(unlinked.body).toBe('<p>click here</p>');
    // A body of dangerous markup only is empty once sanitised.
    for (const body of ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<svg onload=alert(1)></svg><iframe src="x"></iframe>']) {
      const response = await financeCalls(api).post(office.holder, 'forum/posts/create/', { cat_id: catId, title: 'Empty once clean', body });
      expect(response.statusCode, body).toBe(400);
      expect(response.json().errors.body).toEqual([forumMessages.bodyRequired]);
    }
  });
});
