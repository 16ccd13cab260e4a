import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkPage, signIn } from './browser';
import { DEMO_PASSWORD, useAppInBrowser } from './app-in-browser';
import type { RunningServer } from './server';

/**
 * The forum, in the demo office: the inspector opens the forum from the menu,
 * a category, writes a post with bold text and a bullet list in the editor,
 * and reads it back formatted; the viewer replies; a body carrying script
 * sent straight to the API runs nothing in the browser.
 */

const title = `Computing slippage ${Date.now() % 100000}`;

let server: RunningServer;
let page: Page;

async function accessToken(): Promise<string> {
  const stored = await page.evaluate(() => window.sessionStorage.getItem('subaybay.session'));
  return (JSON.parse(stored ?? '{}') as { access: string }).access;
}

describe('forum: a category, a rich-text post, a reply, and no script', () => {
  const app = useAppInBrowser();
  beforeAll(() => {
    ({ server, page } = app);
  });

  it('writes a post with bold text and a bullet list, and shows it formatted', async () => {
    await signIn(page, server.baseUrl, 'demoinspector', DEMO_PASSWORD);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Forum' }).click();
    await page.waitForURL('**/forum');
    await page.getByRole('region', { name: 'General' }).waitFor();
    await checkPage(page, 'forum-01-home');

    await page.getByRole('region', { name: 'Help and Questions' }).getByRole('link', { name: 'Help and Questions', exact: true }).click();
    await page.waitForURL('**/posts/category/**');
    await page.getByText('Empty Category').waitFor();
    await page.getByText('There are no posts in this category yet.').waitFor();
    await checkPage(page, 'forum-02-empty-category');

    await page.getByRole('button', { name: 'New Post' }).click();
    await page.waitForURL('**/forum/create/**');
    await page.getByRole('toolbar', { name: 'Formatting' }).waitFor();
    await checkPage(page, 'forum-03-new-post');

    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    const body = page.getByRole('textbox', { name: /^Body/ });
    await body.click();
    await page.keyboard.type('Slippage is actual minus target, ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('as of the report date');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bullet list' }).click();
    await page.keyboard.type('Negative means behind schedule');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Below -15 is terminating');
    await page.getByRole('button', { name: 'Post', exact: true }).click();

    await page.waitForURL(/\/forum\/posts\/\d+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const rendered = page.getByTestId('post-body');
    expect(await rendered.locator('strong').first().textContent()).toBe('as of the report date');
    expect(await rendered.locator('ul > li').count()).toBe(2);
    expect(await rendered.locator('ul > li').first().textContent()).toBe('Negative means behind schedule');
    await checkPage(page, 'forum-04-post');
  });

  it('the reply box shows Post after the first keystroke, and the reply appears', async () => {
    const reply = page.getByRole('textbox', { name: 'Add a reply' });
    expect(await page.getByRole('button', { name: 'Post', exact: true }).count()).toBe(0);
    await reply.click();
    await page.keyboard.type('We use the as-of date of the report.');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await page.getByRole('list', { name: 'Replies' }).getByText('We use the as-of date of the report.').waitFor();

    // The forum home now previews the post as text, with its author and office.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Forum' }).click();
    await page.waitForURL('**/forum');
    const help = page.getByRole('region', { name: 'Help and Questions' });
    await help.getByText(title).waitFor();
    await help.getByText('Slippage is actual minus target, as of the report date.', { exact: false }).waitFor();
    await help.getByRole('link', { name: `View ${title}` }).waitFor();
    await checkPage(page, 'forum-05-home-with-post');
  });

  it('the author edits the post, then deletes it after the confirmation', async () => {
    await page.getByRole('region', { name: 'Help and Questions' }).getByRole('link', { name: `View ${title}` }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL('**/edit');
    const field = page.getByRole('textbox', { name: 'Title' });
    await field.fill(`${title} (edited)`);
    await page.getByRole('textbox', { name: /^Body/ }).getByText('Below -15 is terminating').waitFor();
    await checkPage(page, 'forum-06-edit-post');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: `${title} (edited)` }).waitFor();
    expect(await page.getByTestId('post-body').locator('strong').count()).toBe(1);

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Continue deleting the selected data?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL('**/posts/category/**');
    await page.getByText('Empty Category').waitFor();
  });

  it('runs nothing from a body of script sent straight to the API', async () => {
    const token = await accessToken();
    const categories = (await (await page.request.get(`${server.baseUrl}/api/forum/categories/`, { headers: { Authorization: `Bearer ${token}` } })).json()) as Array<{ id: number; title: string }>;
    const general = categories.find((category) => category.title === 'General')!;
    const created = await page.request.post(`${server.baseUrl}/api/forum/posts/create/`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        cat_id: general.id,
        title: 'Image check',
        body: '<p>Before</p><img src=x onerror=alert(1)><svg onload=alert(2)></svg><a href="javascript:alert(3)">link</a><p onclick="alert(4)">After</p>',
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    let dialogs = 0;
    const onDialog = (dialog: { dismiss: () => Promise<void> }) => {
      dialogs += 1;
      void dialog.dismiss();
    };
    page.on('dialog', onDialog);
    await page.goto(`${server.baseUrl}/forum/posts/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Image check' }).waitFor();
    const body = page.getByTestId('post-body');
    await body.getByText('After').waitFor();
    await page.waitForTimeout(500);
    expect(dialogs).toBe(0);
    expect(await body.locator('[onerror], [onload], [onclick], img, svg, script').count()).toBe(0);
    expect(await body.locator('a[href^="javascript"]').count()).toBe(0);
    page.off('dialog', onDialog);
  });
});
