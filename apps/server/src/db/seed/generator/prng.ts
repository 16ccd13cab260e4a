/**
 * The generator's only source of chance: mulberry32, a 32-bit PRNG small
 * enough to read, so the same seed gives the same office on every machine and
 * Node version (Math.random cannot be seeded). Not for anything secret.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
  };
}

/** One stream per (seed, office, part): office k of seed S is the same whatever else was generated with it. */
export function streamOf(seed: number, ...parts: number[]): Random {
  let hash = 2_166_136_261;
  for (const part of [seed, ...parts]) {
    hash = Math.imul(hash ^ (part >>> 0), 16_777_619) >>> 0;
    hash = Math.imul(hash ^ (hash >>> 13), 0x5bd1e995) >>> 0;
  }
  return mulberry32(hash);
}
