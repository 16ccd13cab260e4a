import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { forumMessages, type ForumHomeCategory, type ForumPost, type ForumReply } from '@subaybay/domain';
import type { MockAnswer } from '../../../test/api-mock';
import { signIn } from '../../../test/fixtures';
import { renderRoutesWithApi } from '../../../test/render';
import { ForumCategoryPage } from './forum-category-page';
import { ForumCreatePostPage } from './forum-create-post-page';
import { ForumEditPostPage } from './forum-edit-post-page';
import { ForumHomePage } from './forum-home-page';
import { ForumPostPage } from './forum-post-page';

const summary = (id: number, title: string, excerpt: string) => ({
  id,
  title,
  excerpt,
  category: { id: 1, title: 'General' },
  author: { id: 7, username: 'jdelacruz' },
  office_name: 'NIA Region III Tarlac',
  created_on: '2025-03-05T01:00:00.000Z',
  updated_on: '2025-03-05T01:00:00.000Z',
  reply_count: 1,
});

const home: ForumHomeCategory[] = [
  {
    id: 1,
    title: 'General',
    description: 'Anything about monitoring projects and contracts.',
    post_count: 1,
    posts: [summary(10, 'How do you compute slippage?', 'Actual minus target, as of the report date. '.repeat(10).trim())],
  },
  { id: 2, title: 'Announcements', description: '', post_count: 0, posts: [] },
];

const post: ForumPost = {
  ...summary(10, 'How do you compute slippage?', 'Actual minus target.'),
  body: '<p>Actual <strong>minus</strong> target.</p><ul><li>as of today</li></ul><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">bad link</a>',
  can_edit: true,
  can_delete: true,
};

const replies: ForumReply[] = [
  { id: 1, post_id: 10, author: { id: 9, username: 'mreyes' }, office_name: 'NIA Region I', message: 'Thanks <b>a lot</b>', created_on: '2025-03-06T01:00:00.000Z' },
];

const failure: MockAnswer = { status: 503, body: { detail: 'The database is not available; try again shortly.' } };

function setup(routes: Record<string, MockAnswer>, initialPath: string) {
  return renderRoutesWithApi(
    routes,
    [
      { path: '/forum', element: <ForumHomePage /> },
      { path: '/posts/category/:catId/:catTitle', element: <ForumCategoryPage /> },
      { path: '/forum/posts/:postId', element: <ForumPostPage /> },
      { path: '/forum/posts/:postId/edit', element: <ForumEditPostPage /> },
      { path: '/forum/create/:catId/:catTitle', element: <ForumCreatePostPage /> },
    ],
    initialPath,
  );
}

describe('forum home (spec 3 §2)', () => {
  it('lists the categories with their previews, author, office and a View link', async () => {
    signIn();
    const { user, router } = setup({ 'GET forum/posts/recent': { body: home }, 'GET forum/posts/10': { body: post }, 'GET forum/replies/post/10': { body: replies } }, '/forum');
    const general = await screen.findByRole('region', { name: 'General' });
    expect(within(general).getByText('How do you compute slippage?')).toBeTruthy();
    expect(within(general).getByText('jdelacruz')).toBeTruthy();
    expect(within(general).getByText(/NIA Region III Tarlac/)).toBeTruthy();
    // The preview is text, clamped to two lines.
    const preview = within(general).getByTestId('post-preview');
    expect(preview.textContent).toBe(home[0]!.posts[0]!.excerpt);
    const styles = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('');
    expect(styles).toMatch(/-webkit-line-clamp:\s*2/);
    expect(within(screen.getByRole('region', { name: 'Announcements' })).getByText('No posts yet.')).toBeTruthy();
    await user.click(within(general).getByRole('link', { name: 'View How do you compute slippage?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forum/posts/10'));
  });

  it('shows the error with Retry', async () => {
    signIn();
    let fail = true;
    const { user } = setup({ 'GET forum/posts/recent': () => (fail ? failure : { body: home }) }, '/forum');
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'General' })).toBeTruthy();
  });
});

describe('forum category (spec 3 §2, §9)', () => {
  it("shows 'Empty Category' for a category without posts, and New Post opens the create page", async () => {
    signIn();
    const { user, router } = setup({ 'GET forum/posts/category/2': { body: [] } }, '/posts/category/2/Announcements');
    expect(await screen.findByText(forumMessages.emptyCategoryTitle)).toBeTruthy();
    expect(screen.getByText(forumMessages.emptyCategoryText)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New Post' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forum/create/2/Announcements'));
  });

  it("lists a category's posts", async () => {
    signIn();
    setup({ 'GET forum/posts/category/1': { body: [post] } }, '/posts/category/1/General');
    const list = await screen.findByRole('list', { name: 'Posts in General' });
    expect(within(list).getByText('How do you compute slippage?')).toBeTruthy();
  });

  it('shows the error with Retry', async () => {
    signIn();
    setup({ 'GET forum/posts/category/1': failure }, '/posts/category/1/General');
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('forum post (spec 3 §2, §4)', () => {
  it('renders the body formatted, with nothing executable left in it, and the replies as plain text', async () => {
    signIn();
    setup({ 'GET forum/posts/10': { body: post }, 'GET forum/replies/post/10': { body: replies } }, '/forum/posts/10');
    const body = await screen.findByTestId('post-body');
    expect(body.querySelector('strong')?.textContent).toBe('minus');
    expect(body.querySelector('ul > li')?.textContent).toBe('as of today');
    expect(body.querySelector('img')).toBeNull();
    expect(body.querySelectorAll('[onerror]')).toHaveLength(0);
    expect(body.innerHTML).not.toMatch(/javascript:|onerror/i);
    expect(within(body).getByText('bad link').getAttribute('href')).toBeNull();
    expect(screen.getByRole('link', { name: 'General' })).toBeTruthy();
    // A reply's markup is shown as typed, not as HTML.
    expect(await screen.findByText('Thanks <b>a lot</b>')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('hides Edit and Delete when the reader may not', async () => {
    signIn();
    setup({ 'GET forum/posts/10': { body: { ...post, can_edit: false, can_delete: false } }, 'GET forum/replies/post/10': { body: [] } }, '/forum/posts/10');
    await screen.findByTestId('post-body');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows Post after the first keystroke, sends the reply and reloads the replies', async () => {
    signIn();
    let current = replies;
    const { user, calls } = setup(
      {
        'GET forum/posts/10': { body: post },
        'GET forum/replies/post/10': () => ({ body: current }),
        'POST forum/replies/create': ({ body }) => {
          const reply: ForumReply = { ...replies[0]!, id: 2, message: (body as { message: string }).message, author: { id: 7, username: 'jdelacruz' } };
          current = [...replies, reply];
          return { status: 201, body: reply };
        },
      },
      '/forum/posts/10',
    );
    const box = await screen.findByRole('textbox', { name: 'Add a reply' });
    expect(screen.queryByRole('button', { name: 'Post' })).toBeNull();
    await user.type(box, 'W');
    expect(screen.getByRole('button', { name: 'Post' })).toBeTruthy();
    await user.type(box, 'e use the as-of date.');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('We use the as-of date.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ post_id: 10, message: 'We use the as-of date.' });
    expect((screen.getByRole('textbox', { name: 'Add a reply' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('asks before deleting', async () => {
    signIn();
    const { user } = setup({ 'GET forum/posts/10': { body: post }, 'GET forum/replies/post/10': { body: [] } }, '/forum/posts/10');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(forumMessages.deleteConfirm)).toBeTruthy();
  });

  it('shows the error with Retry', async () => {
    signIn();
    setup({ 'GET forum/posts/10': failure, 'GET forum/replies/post/10': { body: [] } }, '/forum/posts/10');
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('new post (spec 3 §2)', () => {
  it('shows the messages under the fields and sends nothing while they stand', async () => {
    signIn();
    const { user, calls } = setup({}, '/forum/create/1/General');
    expect(await screen.findByRole('toolbar', { name: 'Formatting' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Body/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(forumMessages.titleRequired)).toBeTruthy();
    expect(screen.getByText(forumMessages.bodyRequired)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});

describe('edit post', () => {
  it('opens with the title and the formatted body, and sends the change', async () => {
    signIn();
    const { user, calls, router } = setup(
      {
        'GET forum/posts/10': { body: post },
        'GET forum/replies/post/10': { body: [] },
        'PUT forum/posts/update/10': ({ body }) => ({ body: { ...post, ...(body as object) } }),
      },
      '/forum/posts/10/edit',
    );
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect((title as HTMLInputElement).value).toBe(post.title);
    const editor = screen.getByRole('textbox', { name: /Body/ });
    expect(editor.querySelector('strong')?.textContent).toBe('minus');
    // What the allow-list drops never reaches the editor either.
    expect(editor.querySelector('img')).toBeNull();
    await user.clear(title);
    await user.type(title, 'Slippage, revised');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forum/posts/10'));
    const sent = calls.find((call) => call.method === 'PUT')?.body as { title: string; body: string };
    expect(sent.title).toBe('Slippage, revised');
    expect(sent.body).toContain('<strong>minus</strong>');
  });

  it("says so when the reader is not the post's author", async () => {
    signIn();
    setup({ 'GET forum/posts/10': { body: { ...post, can_edit: false } } }, '/forum/posts/10/edit');
    expect(await screen.findByText(forumMessages.editRefused)).toBeTruthy();
  });

  it('shows the error with Retry', async () => {
    signIn();
    setup({ 'GET forum/posts/10': failure }, '/forum/posts/10/edit');
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
  });
});
