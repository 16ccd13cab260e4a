import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `npm run guide:screenshots` only: retakes the user guide's pictures
 * (apps/web/public/guide/screenshots). Not part of `npm test` nor of the
 * browser tests, so no ordinary run rewrites tracked files.
 */
export default defineConfig({
  root: webRoot,
  test: {
    name: 'guide-screenshots',
    root: webRoot,
    environment: 'node',
    include: ['e2e/guide-screenshots/take-guide-screenshots.ts'],
    // The server runs from its bundle, built from the sources as they are.
    globalSetup: ['../server/test/helpers/server-bundle-setup.ts'],
    // One flow, in the order written: later pictures show what earlier steps added.
    sequence: { shuffle: false },
    testTimeout: 600_000,
    hookTimeout: 180_000,
  },
});
