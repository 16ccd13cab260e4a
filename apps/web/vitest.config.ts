import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

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
    // One jsdom and one module graph per worker instead of per file: the web project's time halves
    // (255 s → 132 s, 491 → 245 s of CPU, idle two-core machine). What a test leaves behind is reset
    // after each test in src/test/setup.ts (the DOM, session and local storage, the API client).
    isolate: false,
    // Shuffled like the root config (which decides the order when it runs this project); TEST_SEED replays one.
    sequence: {
      shuffle: { files: true, tests: true },
      seed: process.env.TEST_SEED ? Number(process.env.TEST_SEED) : undefined,
      // Its own group in the root config's queue, so that no other project's files come between its own (vitest.config.ts).
      groupOrder: 1,
    },
  },
});
