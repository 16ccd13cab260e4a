import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInManila } from '@subaybay/domain';
import type { Page } from 'playwright-core';
import { checkPage, signIn, signOut } from './browser';
import { DEMO_PASSWORD, useAppInBrowser } from './app-in-browser';
import { repoRoot, type RunningServer } from './server';

/**
 * The dashboard answers "what needs me today" (issue 18): in the demo office
 * both overall figures by name, the year's Overall S-curve and the contracts
 * furthest behind, a row of which opens its contract; Recent Activity without
 * sign-ins. A freshly registered office sees its First Steps instead of zeros.
 */

const year = todayInManila().slice(0, 4);

let server: RunningServer;
let page: Page;

describe('dashboard', () => {
  const app = useAppInBrowser();
  beforeAll(() => {
    ({ server, page } = app);
  });

  it("shows the demo office's named figures, S-curve and contracts furthest behind; a row opens the contract", async () => {
    await signIn(page, server.baseUrl, 'demoadmin', DEMO_PASSWORD);
    await page.getByRole('link', { name: `Projects ${year}` }).waitFor();
    await page.getByRole('region', { name: 'Physical accomplishment (value ÷ allocation)' }).waitFor();
    await page.getByRole('region', { name: 'Contracts accomplishment (weighted by contract amount)' }).waitFor();
    // The explanation is one tap or hover away.
    await page.getByRole('button', { name: 'What is Contracts accomplishment (weighted by contract amount)?' }).hover();
    await page.getByRole('tooltip').getByText(/Where the Overall S-curve's Actual line ends today/).waitFor();
    await page.mouse.move(0, 0);

    const curve = page.getByRole('region', { name: new RegExp(`Overall S-Curve ${year}`) });
    await curve.getByTestId('overall-s-curve').locator('canvas').first().waitFor();

    const behind = page.getByRole('table', { name: new RegExp(`Ongoing contracts of ${year} furthest behind schedule`) });
    await behind.waitFor();
    const rows = behind.getByRole('row');
    expect(await rows.count()).toBeGreaterThan(1);
    expect(await rows.count()).toBeLessThanOrEqual(6);
    // Slippages read most negative first.
    const slippages = (await behind.locator('tbody tr td:nth-child(4)').allTextContents()).map((text) => Number(text.replace('%', '')));
    expect(slippages.every((value) => value < 0)).toBe(true);
    expect([...slippages].sort((a, b) => a - b)).toEqual(slippages);

    // Recent Activity shows changes: the demo office's seed logged none, and the sign-in just made is not one.
    const activity = page.getByRole('region', { name: 'Recent Activity' });
    await activity.getByText(/No changes yet/).waitFor();
    expect(await activity.getByText('Login', { exact: true }).count()).toBe(0);

    await checkPage(page, 'dashboard-01-demo');

    const first = behind.locator('tbody tr').first();
    const contractNumber = (await first.getByRole('link').textContent())!;
    await first.locator('td').nth(3).click();
    await page.waitForURL('**/contracts/details/**');
    await page.getByText(contractNumber).first().waitFor();
  });

  it('shows the contracts furthest behind as cards on a phone, each opening its contract', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.baseUrl}/dashboard`);
    const cards = page.getByRole('list', { name: new RegExp(`Ongoing contracts of ${year} furthest behind schedule`) });
    await cards.waitFor();
    // The card close up, to read at phone size (the full-page shot is scaled down).
    await page.getByRole('region', { name: /Furthest Behind/ }).screenshot({ path: path.join(repoRoot, 'test-results', 'e2e', 'dashboard-03-furthest-behind-390.png') });
    const open = cards.getByRole('link', { name: /^Open contract / }).first();
    const name = (await open.getAttribute('aria-label'))!.replace('Open contract ', '');
    await open.click();
    await page.waitForURL('**/contracts/details/**');
    await page.getByText(name).first().waitFor();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signOut(page);
  });

  it('shows a freshly registered office its first steps instead of zeros', async () => {
    const suffix = Date.now().toString(36);
    const holder = { username: `new.holder.${suffix}`, password: 'Holder-pass-2026' };
    const registered = await fetch(`${server.baseUrl}/api/accounts/create/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        office_name: `New Irrigation Office ${suffix}`,
        username: holder.username,
        password: holder.password,
        first_name: 'Ana',
        last_name: 'Reyes',
        email: `${holder.username}@example.gov.ph`,
        subscription_type_id: 1,
      }),
    });
    expect(registered.status).toBe(201);

    await signIn(page, server.baseUrl, holder.username, holder.password);
    const steps = page.getByRole('region', { name: 'First Steps' });
    await steps.waitFor();
    await steps.getByText('0 of 4 done.', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: `Projects ${year}` }).count()).toBe(0);
    expect(await page.getByRole('region', { name: /Furthest Behind/ }).count()).toBe(0);
    await page.getByRole('list', { name: 'Recent activity' }).getByText(/Account created/).first().waitFor();
    await checkPage(page, 'dashboard-02-first-steps');

    await steps.getByRole('link', { name: 'Add System' }).click();
    await page.waitForURL('**/systems/add');
  });
});
