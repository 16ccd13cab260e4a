import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Browser flows against the real server and Debian chromium. Nothing is built
 * here: the root `npm run test:e2e` builds the web app first.
 */
export default defineConfig({
  root: webRoot,
  test: {
    name: 'web-e2e',
    root: webRoot,
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
