import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import { expect } from 'vitest';
import { chromium, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { repoRoot } from './server';

/** What every browser test shares: Debian's chromium, axe, screenshots at two widths. */

const CHROMIUM = '/usr/bin/chromium';
const shots = path.join(repoRoot, 'test-results', 'e2e');
const distIndex = path.join(repoRoot, 'apps', 'web', 'dist', 'index.html');

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** A context's options, and chromium's command-line `args` added to the defaults. */
export type ContextOptions = BrowserContextOptions & { args?: string[] };

/**
 * Debian's chromium, headless (never a downloaded browser), with one
 * in-memory (incognito) context: no profile on disk to write history and
 * cache into. `contextOptions` adds to the defaults (the guide's screenshots
 * fix scale, zone and motion).
 */
export async function launchBrowser(contextOptions: ContextOptions = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install -y chromium).`);
  if (!existsSync(distIndex)) throw new Error('apps/web/dist is missing: run `npm run build -w @subaybay/web` (the root `npm run test:e2e` does).');
  mkdirSync(shots, { recursive: true });
  const { args = [], ...options } = contextOptions;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...args,
    ],
  });
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  return {
    context,
    page,
    async close() {
      await context.close();
      await browser.close();
    },
  };
}

/** Screenshots the user guide shows, served by the web app as `/guide/screenshots/<name>.jpg` (taken by `npm run guide:screenshots`). */
export const guideShots = path.join(repoRoot, 'apps', 'web', 'public', 'guide', 'screenshots');

/**
 * Screenshots of the pages a flow checks are kept in test-results/e2e only when
 * asked for (E2E_SCREENSHOTS=1): a full-page PNG costs chromium a few hundred
 * ms of CPU, and a run takes some 150 of them that nobody looks at. A failing
 * test's page is always kept (`shotOnFailure`).
 */
const keepScreenshots = process.env.E2E_SCREENSHOTS === '1';

export async function shot(page: Page, name: string) {
  if (keepScreenshots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

/** The page as it was when a test failed, in test-results/e2e/failed-<test>.png. */
export async function shotOnFailure(page: Page, testName: string) {
  const name = `failed-${testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}`;
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true }).catch(() => undefined);
}

/** Serious and critical axe-core violations on the page as it is now (UI.md: zero). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>: the app's CSP (script-src 'self') refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  let found = await measureOnce(page);
  // A control that changes state while axe runs (a button enabled once a lazy chart has drawn)
  // is caught mid-transition, its colour halfway: what a page shows is what holds once it settles,
  // so a finding is measured again after a pause and only what is still there is reported.
  if (found.length > 0) {
    await page.waitForTimeout(1000);
    found = await measureOnce(page);
  }
  if (found.length > 0) console.log(found.join('\n'));
  return found;
}

async function measureOnce(page: Page): Promise<string[]> {
  // Colours are measured after fades and slides have ended.
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
      .map((animation) => animation.finished.catch(() => undefined));
    return Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
  const results = await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document));
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.html.slice(0, 500)).join(' | ')}`);
}

/**
 * Each page a flow visits: axe at desktop and phone widths, a screenshot at
 * each, and at 390 px nothing scrolls sideways (wide tables scroll in their card).
 */
export async function checkPage(page: Page, name: string) {
  // Soft: every page is checked and every finding reported in one run.
  expect.soft((await axeViolations(page)).join('\n'), `${name} at ${DESKTOP.width} px`).toBe('');
  await shot(page, name);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(300); // media queries settle (menu closes, dialogs go full screen)
  expect.soft((await axeViolations(page)).join('\n'), `${name} at ${PHONE.width} px`).toBe('');
  // A page re-renders for the phone width after the resize (useMediaQuery): on a loaded machine that can take
  // longer than the pause above, so the width is read again until it fits or 5 s have passed.
  const widthNow = () => page.evaluate(() => document.documentElement.scrollWidth);
  let scrollWidth = await widthNow();
  for (const deadline = Date.now() + 5_000; scrollWidth > PHONE.width && Date.now() < deadline; scrollWidth = await widthNow()) {
    await page.waitForTimeout(250);
  }
  const wideElements = scrollWidth > PHONE.width ? await elementsWiderThan(page, PHONE.width) : '';
  expect.soft(scrollWidth, `${name} is ${scrollWidth} px wide at ${PHONE.width} px: ${wideElements}`).toBeLessThanOrEqual(PHONE.width);
  await shot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(300);
}

/** The outermost elements that reach past `width`, to say what pushes a page wider than a phone. */
async function elementsWiderThan(page: Page, width: number): Promise<string> {
  return page.evaluate((limit) => {
    const found: string[] = [];
    const walk = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.right > limit + 1 && style.position !== 'fixed') {
        const describe = `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')} (right ${Math.round(box.right)} px)`;
        // Report the element whose children are all inside, or that clips nothing: the cause, not its ancestors.
        const wideChildren = [...element.children].filter((child) => child.getBoundingClientRect().right > limit + 1);
        if (wideChildren.length === 0 || style.overflowX !== 'visible') found.push(describe);
        if (style.overflowX === 'visible') wideChildren.forEach(walk);
        return;
      }
      [...element.children].forEach(walk);
    };
    walk(document.body);
    return found.slice(0, 8).join('; ');
  }, width);
}

/** The not-found page's heading (NOT_FOUND_TITLE in the app). */
const NOT_FOUND_TITLE = "Oops! The page you're trying to access does not exist!";

/**
 * Opens `address` the way a link in the app does (the router's history, no
 * reload) when the app is already loaded from `baseUrl`, else by loading it.
 * For sweeps that check page after page (axe, phone layout): a reload boots
 * the whole app again, some 0.45 s of chromium CPU and a second of waiting
 * more than going there in the app. Loading each page from its address is
 * what the flows that reload (report-navigation) check.
 *
 * The router keeps the previous page on screen until the next has loaded, and
 * two pages may show the same text: it goes by the not-found page first, so
 * that what the caller waits for afterwards can only be the new page's.
 */
export async function openInApp(page: Page, baseUrl: string, address: string) {
  // Not loaded yet, or already there (the router would not open the page afresh): load it.
  if (!page.url().startsWith(baseUrl) || page.url() === `${baseUrl}${address}`) {
    await page.goto(`${baseUrl}${address}`);
    return;
  }
  // React Router's browser history follows popstate, as it does for Back and Forward.
  const go = (to: string) =>
    page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);
  const notFound = page.getByRole('heading', { name: NOT_FOUND_TITLE });
  await go('/e2e-between-pages');
  await notFound.waitFor();
  await go(address);
  await notFound.waitFor({ state: 'detached' });
}

export async function visible(page: Page, text: string | RegExp) {
  await page.getByText(text).first().waitFor({ state: 'visible', timeout: 30_000 });
}

/** Signs in on the login page the browser is showing (or opens it) and waits for the dashboard. */
export async function signIn(page: Page, baseUrl: string, username: string, password: string) {
  if (!page.url().endsWith('/login')) await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/dashboard');
}

export async function signOut(page: Page) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
}
