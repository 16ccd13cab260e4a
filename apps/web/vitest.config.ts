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
    // Shuffled like the root config (which decides the order when it runs this project); TEST_SEED replays one.
    sequence: { shuffle: { files: true, tests: true }, seed: process.env.TEST_SEED ? Number(process.env.TEST_SEED) : undefined },
  },
});
