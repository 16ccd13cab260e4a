import type { FixedShape } from './office-plan.js';

/**
 * The office the reports benchmarks measure (bench/, issue 19 and 20): every
 * contract 60 schedule nodes, 30 accomplishment nodes and 20 billings, a
 * resumed suspension on every third.
 */
export const BENCH_SHAPE: FixedShape = { scheduleNodes: 60, accomplishmentNodes: 30, billings: 20, suspensionEvery: 3 };
