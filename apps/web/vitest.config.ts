import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { shuffledSequence } from '../../vitest.seed';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** Component tests in jsdom. `root` is the web folder so the config works from the repo root too. */
export default defineProject({
  root: webRoot,
  plugins: [react()],
  test: {
    name: 'web',
    root: webRoot,
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20_000,
    css: false,
    // Used when this config runs on its own; under the root config the root's order applies.
    sequence: shuffledSequence(),
  },
});
