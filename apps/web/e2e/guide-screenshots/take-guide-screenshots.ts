import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, guideShots, launchBrowser, signIn, signOut, type Browser } from '../browser';
import { DEMO_PASSWORD } from '../app-in-browser';
import { repoRoot, startServer, type RunningServer } from '../server';

/**
 * `npm run guide:screenshots`: the user guide's pictures, taken from the demo
 * office on a fresh data folder in a fixed state, so the same screen gives the
 * same file (decision 025). The server's wall clock and the browser's stand
 * still at FIXED_NOW (the demo's dates are counted from it); the browser draws
 * at one size and scale, in one time zone, without motion, caret or toasts.
 * What the demo office lacks for a picture (a project's expenditures, a forum
 * post) is added through the API first, as the demo users.
 */

const FIXED_NOW = '2026-06-15T12:00:00+08:00';
const year = FIXED_NOW.slice(0, 4);
const fixedClock = fileURLToPath(new URL('./fixed-clock.mjs', import.meta.url));

const demoProject = 'Rehabilitation of TRIS Lateral A, Sta. 0+000 to 2+450';
const demoContractor = 'Tarlac Builders and Development Corp.';
const demoContract = `DEMO-TRIS-${year}-01`;
const forumTitle = 'How is slippage computed in the PPA report?';

/** Toasts and tooltips come and go with time and the pointer: never in a picture. */
const HIDDEN_IN_PICTURES = '.notistack-SnackbarContainer, .MuiTooltip-popper { visibility: hidden !important; }';
/** What a page shows while it is still loading. */
const BUSY = '.MuiSkeleton-root, .MuiCircularProgress-root, .MuiLinearProgress-indeterminate';

/** Every picture the guide's pages reference, by name. */
function picturesTheGuideShows(): string[] {
  const content = path.join(repoRoot, 'apps', 'web', 'src', 'features', 'guide', 'content');
  const markdown = readdirSync(content, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => readFileSync(path.join(content, file), 'utf8'))
    .join('\n');
  return [...new Set([...markdown.matchAll(/\/guide\/screenshots\/([\w-]+)\.jpg/g)].map((match) => match[1]!))].sort();
}

const taken: string[] = [];

let server: RunningServer;
let browser: Browser;
let page: Page;

/** The demo office as the API sees it, for the few records the pictures need. */
async function api<T>(method: 'GET' | 'POST', apiPath: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}/api${apiPath}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /api${apiPath} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

async function tokenOf(username: string): Promise<string> {
  return (await api<{ access: string }>('POST', '/token', null, { username, password: DEMO_PASSWORD })).access;
}

/** The records the guide's pictures show that the seeded demo office does not have. */
async function addGuideRecords(): Promise<{ projectId: number; postId: number }> {
  const accountant = await tokenOf('demoaccountant');
  const projects = await api<Array<{ id: number; name: string }>>('GET', `/projects/year/${year}`, accountant);
  const project = projects.find((candidate) => candidate.name === demoProject);
  if (!project) throw new Error(`The demo office has no project "${demoProject}" in ${year}.`);
  const names = await api<Array<{ id: number; long_name: string }>>('GET', '/expenditure-source-names', accountant);
  const contractWorks = names.find((name) => name.long_name === 'Contract Works');
  if (!contractWorks) throw new Error('The demo office has no expenditure source name "Contract Works".');
  const source = await api<{ id: number }>('POST', '/expenditure-sources/create', accountant, {
    project_id: project.id,
    expenditure_source_name_id: contractWorks.id,
    amount: 11875430.5,
  });
  await api('POST', '/requested-cash/create', accountant, { project_id: project.id, amount: 3562629.15, requested_on: `${year}-03-02`, remarks: '30% advance payment' });
  await api('POST', '/project-expenditures/create', accountant, {
    project_id: project.id,
    expenditure_source_id: source.id,
    amount: 3562629.15,
    date_obligated: `${year}-03-02`,
    date_disbursed: `${year}-03-09`,
    remarks: 'Advance payment, 30%',
  });
  await api('POST', '/project-expenditures/create', accountant, {
    project_id: project.id,
    expenditure_source_id: source.id,
    amount: 2018823.19,
    date_obligated: `${year}-05-25`,
    date_disbursed: `${year}-06-05`,
    remarks: 'First progress billing',
  });

  const inspector = await tokenOf('demoinspector');
  const categories = await api<Array<{ id: number; title: string }>>('GET', '/forum/categories', inspector);
  const help = categories.find((category) => category.title === 'Help and Questions');
  if (!help) throw new Error('The forum has no category "Help and Questions".');
  const post = await api<{ id: number }>('POST', '/forum/posts/create', inspector, {
    cat_id: help.id,
    title: forumTitle,
    body:
      '<p>Slippage is actual minus target, <strong>as of the report date</strong>.</p>' +
      '<ul><li><p>Negative means behind schedule</p></li><li><p>Below -15 is terminating</p></li></ul>',
  });
  await api('POST', '/forum/replies/create', await tokenOf('demoadmin'), {
    post_id: post.id,
    message: 'Yes, and the target is the revised schedule once a suspension is recorded.',
  });
  return { projectId: project.id, postId: post.id };
}

/**
 * Saves the visible part of the page at 1440 × 900 as `<name>.jpg` once it has
 * settled: no request in flight, nothing loading, fonts and images in, the
 * pointer out of the way. JPEG at quality 70: small in git, and Chromium's
 * encoder gives the same bytes for the same pixels.
 */
async function guideShot(name: string) {
  await page.setViewportSize(DESKTOP);
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator(BUSY).count(), { timeout: 30_000 }).toBe(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.mouse.move(DESKTOP.width - 1, DESKTOP.height - 1);
  await page.screenshot({
    path: path.join(guideShots, `${name}.jpg`),
    type: 'jpeg',
    quality: 70,
    fullPage: false,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    style: HIDDEN_IN_PICTURES,
  });
  taken.push(name);
}

describe('the user guide’s screenshots, from the demo office', () => {
  let projectId = 0;
  let postId = 0;
  let contractUrl = '';

  beforeAll(async () => {
    mkdirSync(guideShots, { recursive: true });
    server = await startServer({ GUIDE_FIXED_NOW: FIXED_NOW, NODE_OPTIONS: `--import=${fixedClock}` });
    browser = await launchBrowser({
      viewport: DESKTOP,
      deviceScaleFactor: 1,
      locale: 'en-US',
      timezoneId: 'Asia/Manila',
      reducedMotion: 'reduce',
      colorScheme: 'light',
      // One raster thread and whole-tile rasterising: rounded corners of scrolling cards come out the same each time.
      args: ['--num-raster-threads=1', '--disable-partial-raster', '--force-color-profile=srgb', '--disable-lcd-text'],
    });
    page = browser.page;
    await browser.context.clock.setFixedTime(new Date(FIXED_NOW));
    ({ projectId, postId } = await addGuideRecords());
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('register (signed out)', async () => {
    await page.goto(`${server.baseUrl}/register-account`);
    await page.getByRole('button', { name: 'Create Account' }).waitFor();
    await guideShot('register');
  });

  it('the account holder: dashboard, account profile, fund sources, projects, contractors, contracts and reports', async () => {
    await signIn(page, server.baseUrl, 'demoadmin', DEMO_PASSWORD);
    await page.getByRole('list', { name: 'Recent activity' }).waitFor();
    await page.getByText('Overall Accomplishment').first().waitFor();
    await guideShot('dashboard');

    await page.goto(`${server.baseUrl}/account-profile`);
    await page.getByRole('table', { name: 'User accounts' }).getByRole('link', { name: 'Open the profile of demoviewer' }).waitFor();
    await guideShot('account-profile');

    await page.goto(`${server.baseUrl}/fund-sources`);
    await page.getByRole('table', { name: 'Fund sources' }).getByText('GAA Locally Funded Projects').waitFor();
    await guideShot('fund-sources');

    await page.goto(`${server.baseUrl}/projects/year/${year}`);
    await page.getByRole('row').filter({ hasText: demoProject }).first().waitFor();
    await guideShot('projects-of-year');

    await page.goto(`${server.baseUrl}/contractors`);
    const contractors = page.getByRole('table', { name: 'Contractors' });
    await contractors.getByText(demoContractor).waitFor();
    await guideShot('contractors');
    await contractors.getByRole('link', { name: demoContractor }).click();
    await page.getByRole('heading', { level: 1, name: demoContractor }).waitFor();
    await page.getByRole('region', { name: /^Performance as of/ }).waitFor();
    await page.getByRole('table', { name: 'Contracts of the contractor' }).getByRole('link', { name: demoContract }).waitFor();
    await guideShot('contractor-page');

    await page.goto(`${server.baseUrl}/contracts/year/${year}`);
    await page.getByText(demoContract).first().waitFor();
    await guideShot('contracts-of-year');
    await page.getByRole('link', { name: new RegExp(demoContract) }).first().click();
    await page.waitForURL('**/contracts/details/**');
    contractUrl = page.url();
    await page.getByTestId('contract-s-curve').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'PNG' }).isEnabled()).toBe(true);
    await guideShot('contract-details');
  });

  it("the contract's records, summary and timeline", async () => {
    const contractId = /\/contracts\/details\/(\d+)/.exec(contractUrl)?.[1];
    expect(contractId).toBeDefined();
    await page.goto(`${server.baseUrl}/physical-schedule-list/${contractId}`);
    await page.getByRole('table', { name: 'Physical schedule' }).getByText('100.00%').waitFor();
    await guideShot('physical-schedule');

    await page.goto(`${server.baseUrl}/physical-accomplishment-list/${contractId}`);
    await page.getByRole('table', { name: 'Physical accomplishment' }).getByText('27.25%').waitFor();
    await guideShot('physical-accomplishment');

    await page.goto(`${server.baseUrl}/suspension-orders/contract/${contractId}`);
    await page.getByText('Continuous heavy rains').first().waitFor();
    await guideShot('suspension-orders');

    await page.goto(`${server.baseUrl}/contracts/summary/${contractId}`);
    await page.getByRole('table', { name: /Time and Accomplishment as of/ }).waitFor();
    await guideShot('contract-summary');

    await page.goto(`${server.baseUrl}/contracts/timeline/${contractId}`);
    await page.getByRole('table', { name: 'Suspensions' }).getByText('Continuous heavy rains').waitFor();
    await guideShot('contract-timeline');
  });

  it('the contracts reports', async () => {
    await page.goto(`${server.baseUrl}/reports/contracts/detailed/`);
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.getByRole('table', { name: new RegExp(`Contracts of ${year} as of`) }).getByText(demoContract).first().waitFor();
    await page.getByRole('button', { name: 'Download Excel File' }).waitFor();
    await guideShot('report-detailed-breakdown');

    await page.goto(`${server.baseUrl}/reports/contracts/negative-slippage/${year}`);
    const generate = page.getByRole('button', { name: 'Generate' });
    await expect.poll(() => generate.isEnabled()).toBe(true);
    await generate.click();
    await page.getByText(demoContract).first().waitFor();
    await guideShot('report-negative-slippage');

    await page.goto(`${server.baseUrl}/reports/contracts/ppa/`);
    await page.getByRole('heading', { name: 'COMMISSION ON AUDIT' }).waitFor();
    await guideShot('report-ppa');

    await page.goto(`${server.baseUrl}/reports/contracts/overall-s-curve/`);
    await page.getByLabel(/Implementation Year/).fill(year);
    await page.getByRole('button', { name: 'Generate Scurve' }).click();
    await page.getByTestId('overall-s-curve').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Download Image File' }).isEnabled()).toBe(true);
    await guideShot('report-overall-s-curve');
    await signOut(page);
  });

  it('the accounting officer: a project with its finance, expenditures by year', async () => {
    await signIn(page, server.baseUrl, 'demoaccountant', DEMO_PASSWORD);
    await page.goto(`${server.baseUrl}/projects/details/${projectId}/${year}`);
    await page.getByRole('table', { name: 'Project expenditures' }).getByText('First progress billing').waitFor();
    await page.getByRole('table', { name: 'Expenditure sources' }).getByText('Contract Works').waitFor();
    await guideShot('project-details');

    await page.goto(`${server.baseUrl}/finance/expenditures-by-year/${year}`);
    await page.getByRole('row').filter({ hasText: demoProject }).first().waitFor();
    await guideShot('expenditures-by-year');
    await signOut(page);
  });

  it('the inspector: the forum, a new post and a post with its reply', async () => {
    await signIn(page, server.baseUrl, 'demoinspector', DEMO_PASSWORD);
    await page.goto(`${server.baseUrl}/forum`);
    await page.getByRole('region', { name: 'Help and Questions' }).getByRole('link', { name: 'Help and Questions', exact: true }).click();
    await page.getByRole('button', { name: 'New Post' }).click();
    await page.getByRole('toolbar', { name: 'Formatting' }).waitFor();
    await guideShot('forum-new-post');

    await page.goto(`${server.baseUrl}/forum/posts/${postId}`);
    await page.getByRole('heading', { level: 1, name: forumTitle }).waitFor();
    await page.getByText('the target is the revised schedule').waitFor();
    await guideShot('forum-post');
  });

  it('took every picture the guide shows, and no other', () => {
    expect([...taken].sort()).toEqual(picturesTheGuideShows());
  });
});
