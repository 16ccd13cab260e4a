import { test as base } from 'vitest';
import { createOffice, type Office } from './factories.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The API test of every feature: `apiTest('…', async ({ api, office }) => …)`.
 * `api` is one app and database per test worker, shared by the files the worker
 * runs one after another (building one costs ~0.4 s on PGlite, a template copy
 * on PostgreSQL); sharing is sound because every test works in offices of its
 * own. Its clock (`api.clock`) is back to real time after every test.
 * `office` is a new office with one signed-in user per role, made for the
 * test that asks for it, so a test never sees another test's records and the
 * suite can run shuffled. `otherOffice` is a second one, for tenancy checks.
 * A test that pins the clock makes its office after pinning it:
 * `api.clock.set(…); const office = await createOffice(api);`.
 *
 * A file that needs an app of its own (other limits, a log stream, a failing
 * database) builds it with `createTestApp` and closes it itself.
 */
export const apiTest = base.extend<{ $test: { office: Office; otherOffice: Office; realTimeAfter: void }; $worker: { api: TestApp } }>({
  api: [
    // eslint-disable-next-line no-empty-pattern -- vitest reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const app = await createTestApp();
      await use(app);
      await app.close();
    },
    { scope: 'worker' },
  ],
  // Every test ends with the shared app's clock on real time, whatever it pinned.
  realTimeAfter: [
    async ({ api }, use) => {
      await use();
      api.clock.reset();
    },
    { auto: true },
  ],
  office: async ({ api }, use) => {
    await use(await createOffice(api));
  },
  otherOffice: async ({ api }, use) => {
    await use(await createOffice(api));
  },
});
