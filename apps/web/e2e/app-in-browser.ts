import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, shotOnFailure, type Browser } from './browser';
import { startServer, type RunningServer } from './server';

/** The demo office's users (demoadmin, demoinspector, demoaccountant, demoviewer) share this password. */
export const DEMO_PASSWORD = 'Subaybay2026!';

export interface AppInBrowser {
  server: RunningServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * A flow's app and browser: the server on its own port and database (a copy
 * of the run's migrated and seeded database, global-setup.ts; `env` adds
 * configuration) and Debian's chromium, started together before the file's
 * tests and stopped after them. Call it in the `describe` block; the fields
 * are there once the tests run.
 */
export function useAppInBrowser(env: Record<string, string> = {}): AppInBrowser {
  const running = {} as AppInBrowser;
  beforeAll(async () => {
    // Each kept as soon as it is up, so that afterAll stops it even if the other failed to start.
    await Promise.all([
      startServer(env, inject('e2eDatabaseTemplate')).then((server) => (running.server = server)),
      launchBrowser().then((browser) => (running.browser = browser)),
    ]);
    running.context = running.browser.context;
    running.page = running.browser.page;
  });
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(() => shotOnFailure(running.page, task.name));
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.stop();
  });
  return running;
}
