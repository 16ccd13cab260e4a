import { beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkPage as checkPageOf, visible as visibleOf } from './browser';
import { useAppInBrowser } from './app-in-browser';
import type { RunningServer } from './server';

let server: RunningServer;
let page: Page;

const checkPage = (name: string) => checkPageOf(page, name);
const visible = (text: string | RegExp) => visibleOf(page, text);

/** The public pages show the installation's configured details (SITE_* variables), read before the first render. */
describe('public pages with configured site details', () => {
  const app = useAppInBrowser({ SITE_COMPANY_NAME: 'Lungsod Engineering Services', SITE_CONTACT_EMAIL: 'help@lungsod.gov.ph' });
  beforeAll(() => {
    ({ server, page } = app);
  });

  it('landing page: marketing sections, price and the footer', async () => {
    await page.goto(`${server.baseUrl}/`);
    await visible('Realtime data visualization');
    await visible('Php 15,790.00');
    await page.locator('footer').getByText(/Lungsod Engineering Services/).waitFor();
    await page.locator('footer').getByRole('link', { name: 'help@lungsod.gov.ph' }).waitFor();
    await checkPage('public-00-landing');
  });

  it('terms and privacy, reached from the footer', async () => {
    await page.locator('footer').getByRole('link', { name: 'Terms of Service' }).click();
    await page.waitForURL('**/terms');
    await visible('5. Payment');
    await visible(/Lungsod Engineering Services is not liable/);
    await checkPage('public-01-terms');
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL('**/privacy');
    await visible(/You can opt out of every e-mail we send that is not administrative/);
    await checkPage('public-02-privacy');
  });

  it('not-found page', async () => {
    await page.goto(`${server.baseUrl}/no-such-page`);
    await visible("Oops! The page you're trying to access does not exist!");
    await page.locator('footer').getByText(/Lungsod Engineering Services/).waitFor();
    await checkPage('public-03-not-found');
  });
});
