import { defineConfig } from 'vitest/config';

/**
 * One `npm test` runs every tier: domain rules, API tests, and web component
 * tests in jsdom. Browser tests are separate (`npm run test:e2e`).
 *
 * API tests run on PGlite, the embedded database, on a machine without
 * TEST_DATABASE_URL. With TEST_DATABASE_URL (CI) every API file runs once, on
 * PostgreSQL (api-postgres), and api-pglite keeps only the files about the
 * embedded database and its driver (embeddedDatabaseTests): the feature tests
 * run the same SQL through the same Drizzle queries on either, so running them
 * twice bought minutes, not coverage (docs/testing.md).
 */
const apiTests = ['apps/server/test/**/*.test.ts'];
/** Tests of the tooling (the lint configuration, the web's first-load budget): no database, run once. */
const toolingTests = ['apps/server/test/tooling/**/*.test.ts', 'apps/web/tools/**/*.test.ts'];
/**
 * Tests that start the real server process on a database of their own (a
 * throwaway PostgreSQL cluster): run once, whichever test database is set.
 */
const serverProcessTests = ['apps/server/test/server-process/**/*.test.ts'];
/**
 * What only PGlite can show, run on PGlite even when PostgreSQL is there:
 * - admin-cli: the data directory's lock (one process per PGlite data folder) and
 *   admin commands next to a server on the embedded database;
 * - database-failures: a closed embedded database, PGlite's statement deadline and
 *   its migrator's refusals (each case has a PostgreSQL twin in the same file);
 * - money-column, unique-violations: values and errors as the PGlite driver hands
 *   them over (numeric text, its error objects), not node-postgres;
 * - api-test-fixture: the harness itself on the dumped PGlite template and its migrations.
 */
const embeddedDatabaseTests = [
  'apps/server/test/admin-cli.test.ts',
  'apps/server/test/database-failures.test.ts',
  'apps/server/test/money-column.test.ts',
  'apps/server/test/unique-violations.test.ts',
  'apps/server/test/api-test-fixture.test.ts',
];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Projects whose tests start the server or the admin command as processes run them from a fresh bundle. */
const serverBundleSetup = ['apps/server/test/helpers/server-bundle-setup.ts'];

/**
 * Files and the tests in each file run shuffled, so a test that leans on
 * another's data fails early. Vitest prints the seed it used; TEST_SEED=<seed>
 * replays that order (.ci/run picks a fresh one each run and prints it).
 */
const seed = process.env.TEST_SEED ? Number(process.env.TEST_SEED) : undefined;
if (seed !== undefined && !Number.isSafeInteger(seed)) throw new Error(`TEST_SEED must be an integer: ${process.env.TEST_SEED}`);

/**
 * Projects run in groups, one group after another (`groupOrder`): the small
 * node projects (domain, tooling, server-process) first, then the web
 * components (group 1, apps/web/vitest.config.ts), then each API project.
 * A worker that keeps a project's environment (`isolate: false`) can only go on
 * with files of that project: mixed with domain files, the web files rebuilt
 * their jsdom and modules at each switch and took 157 s instead of 80–100.
 *
 * The API projects share one app and database per worker (helpers/api-test.ts):
 * `isolate: false` lets a worker run file after file, and a group of their own
 * keeps the files of one project together in the queue, since a worker is only
 * handed the next file if it belongs to the same project.
 */
const apiProject = (name: string, database: 'pglite' | 'postgres', include: string[], groupOrder: number) => ({
  test: {
    name,
    include,
    exclude: [...toolingTests, ...serverProcessTests],
    environment: 'node',
    env: { SUBAYBAY_TEST_DB: database },
    globalSetup: serverBundleSetup,
    isolate: false,
    sequence: { groupOrder },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest takes the order from the root config for every project.
    sequence: { shuffle: { files: true, tests: true }, seed },
    // Vitest's default is one worker less than the cores: one worker on a two-core machine.
    maxWorkers: 2,
    projects: [
      {
        // Pure rules, no state between files: one module graph per worker (isolate: false).
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node', isolate: false },
      },
      {
        test: { name: 'tooling', include: toolingTests, environment: 'node', testTimeout: 60_000 },
      },
      {
        test: { name: 'server-process', include: serverProcessTests, environment: 'node', globalSetup: serverBundleSetup, testTimeout: 60_000, hookTimeout: 60_000 },
      },
      apiProject('api-pglite', 'pglite', withPostgres ? embeddedDatabaseTests : apiTests, 2),
      ...(withPostgres ? [apiProject('api-postgres', 'postgres', apiTests, 3)] : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
