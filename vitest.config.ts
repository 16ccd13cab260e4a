import { defineConfig } from 'vitest/config';
import { shuffledSequence } from './vitest.seed';

/**
 * One `npm test` runs every tier: domain rules, API tests on PGlite (and, when
 * TEST_DATABASE_URL is set, the same API tests again on PostgreSQL), and web
 * component tests in jsdom. Browser tests are separate (`npm run test:e2e`).
 * Every project runs shuffled (see vitest.seed.ts; replay with TEST_SEED).
 */
const apiTests = ['apps/server/test/**/*.test.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // Vitest takes the order from the root config for every project.
    sequence: shuffledSequence(),
    projects: [
      {
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          environment: 'node',
          env: { SUBAYBAY_TEST_DB: 'pglite' },
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
                environment: 'node',
                env: { SUBAYBAY_TEST_DB: 'postgres' },
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
