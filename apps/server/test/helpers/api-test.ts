import { test as base } from 'vitest';
import { createOffice, type Office } from './factories.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The API test of every feature: `apiTest('…', async ({ api, office }) => …)`.
 * `api` is one app and database per test file (building it costs ~0.4 s);
 * `office` is a new office with one signed-in user per role, made for the
 * test that asks for it, so a test never sees another test's records and the
 * suite can run shuffled. `otherOffice` is a second one, for tenancy checks.
 */
export const apiTest = base.extend<{ $test: { office: Office; otherOffice: Office }; $file: { api: TestApp } }>({
  api: [
    // eslint-disable-next-line no-empty-pattern -- vitest reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const app = await createTestApp();
      await use(app);
      await app.close();
    },
    { scope: 'file' },
  ],
  office: async ({ api }, use) => {
    await use(await createOffice(api));
  },
  otherOffice: async ({ api }, use) => {
    await use(await createOffice(api));
  },
});
