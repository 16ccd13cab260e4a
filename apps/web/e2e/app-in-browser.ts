import { afterAll, beforeAll } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, type Browser } from './browser';
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
 * A flow's app and browser: the server on its own port and database (with
 * `env` as configuration) and Debian's chromium, started before the file's
 * tests and stopped after them. Call it in the `describe` block; the fields
 * are there once the tests run.
 */
export function useAppInBrowser(env: Record<string, string> = {}): AppInBrowser {
  const running = {} as AppInBrowser;
  beforeAll(async () => {
    running.server = await startServer(env);
    running.browser = await launchBrowser();
    running.context = running.browser.context;
    running.page = running.browser.page;
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.stop();
  });
  return running;
}
