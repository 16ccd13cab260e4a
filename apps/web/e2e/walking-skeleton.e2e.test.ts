import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { checkPage as checkPageOf, shot as shotOf, visible as visibleOf } from './browser';
import { useAppInBrowser } from './app-in-browser';
import type { RunningServer } from './server';

let server: RunningServer;
let context: BrowserContext;
let page: Page;

const office = `Tarlac Irrigation Office ${Date.now() % 100000}`;
const holder = { username: 'tio.holder', password: 'Holder-pass-2026', email: 'holder@tarlac-io.gov.ph' };
const inspector = { username: 'tio.inspector', password: 'Inspector-pass-2026' };

const shot = (name: string) => shotOf(page, name);
const checkPage = (name: string) => checkPageOf(page, name);
const visible = (text: string | RegExp) => visibleOf(page, text);

describe('walking skeleton: register, sign in, add a user, sign out, a viewer', () => {
  const app = useAppInBrowser();
  beforeAll(() => {
    ({ server, context, page } = app);
  });

  it("sends the sign-in page's scripts compressed with brotli", async () => {
    // A fresh tab without cache; files under 1 KB have no compressed copy (apps/web/tools/precompress.ts).
    const fresh = await context.newPage();
    await (await context.newCDPSession(fresh)).send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts: { url: string; encoding: string; bytes: number }[] = [];
    fresh.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const headers = response.headers();
      scripts.push({ url: response.url(), encoding: headers['content-encoding'] ?? 'identity', bytes: Number(headers['content-length'] ?? 0) });
    });
    await fresh.goto(`${server.baseUrl}/login`);
    await fresh.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await fresh.close();
    expect(scripts.filter((script) => script.encoding !== 'br' && script.bytes >= 1024)).toEqual([]);
    expect(scripts.filter((script) => script.encoding === 'br').length).toBeGreaterThanOrEqual(5);
  });

  it('registers an office', async () => {
    // From the landing page, as a visitor would.
    await page.goto(`${server.baseUrl}/`);
    await visible('Php 15,790.00');
    await checkPage('00-landing');
    await page.getByRole('link', { name: 'Register your office' }).first().click();
    await page.waitForURL('**/register-account');
    await visible('Register your office');
    await checkPage('01-register-empty');
    // The spec's messages appear when the empty form is sent.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await visible('Office name is required.');
    await visible('You must agree to the Terms of Service to be able to create an account.');

    await page.getByLabel('Office Name').fill(office);
    await page.getByLabel('First Name').fill('Ana');
    await page.getByLabel('Last Name').fill('Dela Cruz');
    await page.getByLabel('E-mail').fill(holder.email);
    await page.getByLabel('Username').fill(holder.username);
    await page.getByLabel(/^Password/).fill(holder.password);
    await page.getByLabel('Repeat Password').fill(holder.password);
    await page.getByRole('combobox', { name: 'Subscription Type' }).click();
    await page.getByRole('option', { name: /Monthly/ }).click();
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await shot('01-register');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await visible('Account created successfully! you can now login to your account.');
    await page.waitForURL('**/login');
  });

  it('signs in and lands on the dashboard', async () => {
    await visible('Sign in');
    await checkPage('02-login');
    await page.getByLabel('Username').fill(holder.username);
    await page.getByLabel(/^Password/).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await visible('Invalid username or password. Please check your credentials and try again.');

    await page.getByLabel(/^Password/).fill(holder.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: office }).waitFor();
    await visible('Recent Activity');
    // Recent Activity shows changes (the registration), not the sign-in (issue 18).
    await page.getByRole('list', { name: 'Recent activity' }).getByText(/Account created/).first().waitFor();
    await visible('Approved time extensions');
    // A new office sees its first steps, not a wall of zeros.
    await visible('First Steps');
    expect(await page.title()).toBe('Dashboard | Subaybay');
    await checkPage('03-dashboard');
  });

  it('adds a user with a role from the account profile', async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/account-profile');
    await visible('User Accounts');
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await dialog.getByText('Role is required.').waitFor();
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Project Inspector' }).click();
    await dialog.getByLabel('Username').fill(inspector.username);
    await dialog.getByLabel(/^Password/).fill(inspector.password);
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await visible('User Account created successfully!');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'User accounts' }).getByText(inspector.username).waitFor();
    await checkPage('04-account-profile');
  });

  it('shows the expenditure source names', async () => {
    await page.getByRole('link', { name: /Expenditure Source Names/ }).click();
    await page.waitForURL('**/expenditure-source-names');
    await visible(/accounting names an expense is charged to/);
    await checkPage('05-expenditure-source-names-empty');
    await page.getByRole('button', { name: 'Add Name' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Expenditure Source Name' });
    await dialog.getByLabel('Long Name').waitFor();
    await checkPage('05-expenditure-source-name-dialog');
    await dialog.getByLabel('Long Name').fill('Survey');
    await dialog.getByLabel('Short Name').fill('S');
    await dialog.getByRole('button', { name: 'Add Name' }).click();
    await dialog.getByText('Long name must be atleast 8 characters.').waitFor();
    await dialog.getByText('Short name must be atleast 2 characters.').waitFor();
    await dialog.getByLabel('Long Name').fill('Construction Survey');
    await dialog.getByLabel('Short Name').fill('CS');
    await dialog.getByRole('button', { name: 'Add Name' }).click();
    await visible('Expenditure source name added successfully!');
    await page.getByRole('table', { name: 'Expenditure source names' }).getByText('Construction Survey').waitFor();
    await checkPage('05-expenditure-source-names');
  });

  it('shows the account details, a user profile and the activities', async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('link', { name: /Account Details/ }).click();
    await page.waitForURL('**/account-settings');
    await visible(office);
    await checkPage('06-account-details');

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('link', { name: `Open the profile of ${inspector.username}` }).click();
    await page.waitForURL('**/user-profile/*');
    await visible(`@${inspector.username}`);
    await checkPage('07-user-profile');

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('link', { name: 'View More' }).click();
    await page.waitForURL('**/user-activities');
    await page.getByRole('table', { name: 'User activities' }).getByText(/Create expenditure source name/).first().waitFor();
    await checkPage('08-user-activities');
  });

  it('signs out', async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await visible('Sign in');
    // Protected pages now send the visitor back to login.
    await page.goto(`${server.baseUrl}/dashboard`);
    await page.waitForURL('**/login');
    await shot('09-signed-out');
  });

  it('shows a viewer what it may not change', async () => {
    // The demo office is seeded on the server's first start.
    await page.getByLabel('Username').fill('demoviewer');
    await page.getByLabel(/^Password/).fill('Subaybay2026!');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL('**/dashboard');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Settings' }).count()).toBe(0);
    await page.goto(`${server.baseUrl}/expenditure-source-names`);
    await page.getByRole('table', { name: 'Expenditure source names' }).getByText('Contract Works').waitFor();
    expect(await page.getByRole('button', { name: 'Add Name' }).first().isDisabled()).toBe(true);
    await checkPage('10-viewer-expenditure-source-names');
  });
});
