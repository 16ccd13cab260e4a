import { beforeAll, describe, expect, it } from 'vitest';
import { todayInManila } from '@subaybay/domain';
import type { Page } from 'playwright-core';
import { axeViolations, checkPage, PHONE, shot, signIn, DESKTOP } from './browser';
import { DEMO_PASSWORD, useAppInBrowser } from './app-in-browser';
import type { RunningServer } from './server';

/**
 * Axe (serious and critical findings) on the pages where it once found some:
 * the Finance menu, the projects reports hub, a project's report, and the
 * menu drawer open on a phone. Other pages are checked by their flows.
 */

const year = todayInManila().slice(0, 4);
const demoProject = 'Rehabilitation of TRIS Lateral A, Sta. 0+000 to 2+450';

let server: RunningServer;
let page: Page;

describe('accessibility: pages and states axe once faulted', () => {
  const app = useAppInBrowser();
  beforeAll(() => {
    ({ server, page } = app);
  });

  it('finds nothing serious on Finance, the projects reports and a project report, at 1440 and 390 px', async () => {
    await signIn(page, server.baseUrl, 'demoadmin', DEMO_PASSWORD);
    await page.goto(`${server.baseUrl}/finance`);
    await page.getByRole('button', { name: /Expenditures By Year/ }).waitFor();
    await checkPage(page, 'a11y-01-finance');

    await page.goto(`${server.baseUrl}/reports/projects/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('link').filter({ hasText: /Accomplishment/ }).first().waitFor();
    await checkPage(page, 'a11y-02-projects-reports');

    await page.goto(`${server.baseUrl}/projects/year/${year}`);
    const open = page.getByRole('link', { name: `Open ${demoProject}` });
    await open.waitFor();
    const projectId = /\/projects\/details\/(\d+)\//.exec((await open.getAttribute('href')) ?? '')?.[1];
    expect(projectId).toBeDefined();
    await page.goto(`${server.baseUrl}/project/report/${projectId}/${year}`);
    await page.getByText(demoProject).first().waitFor();
    await page.waitForLoadState('networkidle');
    await checkPage(page, 'a11y-03-project-report');
  });

  it('finds nothing serious with the menu drawer open on a phone', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`${server.baseUrl}/dashboard`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect((await axeViolations(page)).join('\n')).toBe('');
    await shot(page, 'a11y-04-phone-menu-open');
    // Escape closes it, and the page underneath is read again.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await page.setViewportSize(DESKTOP);
  });
});
