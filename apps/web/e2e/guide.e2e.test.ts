import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { guideToc } from '../src/features/guide/lib/guide-toc';
import { checkPage, signIn } from './browser';
import { DEMO_PASSWORD, useAppInBrowser } from './app-in-browser';
import type { RunningServer } from './server';

let server: RunningServer;
let page: Page;

describe('user guide: from the menu, searched, read signed out', () => {
  const app = useAppInBrowser();
  beforeAll(() => {
    ({ server, page } = app);
  });

  it("opens from the menu's Documentation item and finds the slippage explanation by searching", async () => {
    await signIn(page, server.baseUrl, 'demoadmin', DEMO_PASSWORD);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Documentation/ }).click();
    // The guide is served by the app, in the same tab.
    await page.waitForURL(`${server.baseUrl}/guide`, { timeout: 10_000 });
    await page.getByRole('heading', { level: 1, name: 'User Guide' }).waitFor();
    await page.getByRole('list', { name: 'Pages of the guide' }).waitFor();
    expect(await page.title()).toBe('User Guide | Subaybay');
    await checkPage(page, 'guide-01-index');

    await page.getByRole('searchbox', { name: 'Search the guide' }).fill('slippage');
    const result = page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: /^Slippage\s*How the numbers are computed$/ });
    await result.click();
    await page.waitForURL('**/guide/how-the-numbers-are-computed#slippage');
    const heading = page.getByRole('heading', { level: 2, name: 'Slippage', exact: true });
    await heading.waitFor();
    expect(await heading.isVisible()).toBe(true);
    // The section is scrolled into view, not left below the fold.
    const box = await heading.boundingBox();
    expect(box && box.y >= 0 && box.y < 900).toBe(true);
    await page.getByText('Slippage = actual accomplishment − target accomplishment').waitFor();
    await checkPage(page, 'guide-02-numbers');
  });

  it('shows every screenshot its pages reference, loaded at 1440 px wide', async () => {
    let shown = 0;
    for (const { slug } of guideToc) {
      await page.goto(`${server.baseUrl}/guide/${slug}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const images = page.locator('main img[src^="/guide/screenshots/"]');
      for (let index = 0; index < (await images.count()); index += 1) {
        const image = images.nth(index);
        await image.scrollIntoViewIfNeeded();
        const src = await image.getAttribute('src');
        // A missing file would load as the app's page or fail: only a picture has a width.
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), { message: `${slug}: ${src}` }).toBe(1440);
        shown += 1;
      }
    }
    expect(shown).toBeGreaterThan(10);
    await page.goto(`${server.baseUrl}/guide/contracts`);
    await page.getByRole('img', { name: 'Contract Details with the original, revised and actual curves' }).waitFor();
    await checkPage(page, 'guide-03-contracts');
  });

  it('is readable signed out, and an unknown page is not found', async () => {
    const visitor = await app.context.newPage(); // a new tab holds no session
    // Opened by its address (a bookmark, a reload): the screenshots folder under /guide must not shadow the page.
    await visitor.goto(`${server.baseUrl}/guide`);
    await visitor.getByRole('heading', { level: 1, name: 'User Guide' }).waitFor();
    await visitor.goto(`${server.baseUrl}/guide/getting-started#viewer`);
    await visitor.getByRole('heading', { level: 2, name: 'Viewer' }).waitFor();
    expect(visitor.url()).toContain('/guide/getting-started');
    await visitor.goto(`${server.baseUrl}/guide/no-such-page`);
    await visitor.getByText("Oops! The page you're trying to access does not exist!").waitFor();
    await visitor.close();
  });
});
