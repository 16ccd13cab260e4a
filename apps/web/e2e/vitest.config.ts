import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * How many test files run at once, each with its own server and chromium.
 * Three on the two-core CI machine: a file waits for its page often enough
 * (loads, settling pauses) that two left a sixth of the cores idle; three
 * took the run from 277 s to 248 s with the same CPU time (docs/ci-timing.md).
 * E2E_WORKERS overrides.
 */
const workers = process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 3;
if (!Number.isSafeInteger(workers) || workers < 1) throw new Error(`E2E_WORKERS must be a positive integer: ${process.env.E2E_WORKERS}`);

/**
 * Browser flows against the real server and Debian chromium. Nothing is built
 * here: the root `npm run test:e2e` builds the web app first. Every file has
 * its own server on a copy of one migrated and seeded data folder
 * (global-setup.ts), so files share no data and run in parallel.
 */
export default defineConfig({
  root: webRoot,
  test: {
    name: 'web-e2e',
    root: webRoot,
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 240_000,
    hookTimeout: 180_000,
    // A worker imports playwright-core, axe-core and the helpers once, not once per file
    // (32 s of imports over a run); each file still starts its own server and chromium.
    isolate: false,
    fileParallelism: workers > 1,
    maxWorkers: workers,
  },
});
