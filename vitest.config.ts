import { defineConfig } from 'vitest/config';

/**
 * One `npm test` runs every tier: domain rules, API tests on PGlite (and, when
 * TEST_DATABASE_URL is set, the same API tests again on PostgreSQL), and web
 * component tests in jsdom. Browser tests are separate (`npm run test:e2e`).
 */
const apiTests = ['apps/server/test/**/*.test.ts'];
/** Tests of the tooling (the lint configuration): no database, run once. */
const toolingTests = ['apps/server/test/tooling/**/*.test.ts'];
/**
 * Tests that start the real server process on a database of their own (a
 * throwaway PostgreSQL cluster): run once, whichever test database is set.
 */
const serverProcessTests = ['apps/server/test/server-process/**/*.test.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Files and the tests in each file run shuffled, so a test that leans on
 * another's data fails early. Vitest prints the seed it used; TEST_SEED=<seed>
 * replays that order (.ci/run picks a fresh one each run and prints it).
 */
const seed = process.env.TEST_SEED ? Number(process.env.TEST_SEED) : undefined;
if (seed !== undefined && !Number.isSafeInteger(seed)) throw new Error(`TEST_SEED must be an integer: ${process.env.TEST_SEED}`);

export default defineConfig({
  test: {
    // Vitest takes the order from the root config for every project.
    sequence: { shuffle: { files: true, tests: true }, seed },
    projects: [
      {
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: { name: 'tooling', include: toolingTests, environment: 'node', testTimeout: 60_000 },
      },
      {
        test: { name: 'server-process', include: serverProcessTests, environment: 'node', testTimeout: 60_000, hookTimeout: 60_000 },
      },
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          exclude: [...toolingTests, ...serverProcessTests],
          environment: 'node',
          env: { SUBAYBAY_TEST_DB: 'pglite' },
          // One worker runs file after file with one app and database (helpers/api-test.ts).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                exclude: [...toolingTests, ...serverProcessTests],
                environment: 'node',
                env: { SUBAYBAY_TEST_DB: 'postgres' },
                isolate: false,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
