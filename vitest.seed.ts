/**
 * The order tests run in: shuffled (files and the tests in each file), so a
 * test that leans on another's data fails early. Vitest prints the seed it
 * used; `TEST_SEED=<seed> npm test` replays that order.
 */
export function shuffledSequence(env: Record<string, string | undefined> = process.env) {
  const raw = env.TEST_SEED?.trim();
  const seed = raw ? Number(raw) : undefined;
  if (seed !== undefined && !Number.isSafeInteger(seed)) throw new Error(`TEST_SEED must be an integer, got "${raw}"`);
  return { shuffle: { files: true, tests: true }, ...(seed === undefined ? {} : { seed }) };
}
