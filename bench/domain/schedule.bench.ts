/**
 * Times the schedule engine the way the reports use it: target, actual,
 * slippage and status (computeContractStatus) for 20 000 contracts of 60
 * schedule nodes, 60 accomplishment nodes and 3 suspensions each, as of one
 * date. The data is generated from a fixed seed, so every run computes the same
 * thing. Run with `npm run bench:domain`.
 */
import { performance } from 'node:perf_hooks';
import {
  centavos,
  computeContractStatus,
  fromEpochDay,
  suspensionHolding,
  toEpochDay,
  type ContractStatusInput,
  type DatedNode,
  type Suspension,
} from '@subaybay/domain';

const CONTRACTS = 20_000;
const NODES = 60;
const SUSPENSIONS = 3;
const RUNS = 7;
const AS_OF = '2025-06-30';

/** mulberry32: a small deterministic PRNG, so the data is the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function cumulativeNodes(next: () => number, start: number, span: number, top: number): DatedNode[] {
  const nodes: DatedNode[] = [];
  let reached = 0;
  for (let i = 1; i <= NODES; i++) {
    reached = Math.min(top, reached + (next() * 2 * top) / NODES);
    nodes.push({ date: fromEpochDay(start + Math.round((i * span) / NODES)), accomplishment: Math.round(reached * 100) / 100 });
  }
  return nodes;
}

function generate(): ContractStatusInput[] {
  const next = random(20_240_101);
  const firstDay = toEpochDay('2023-01-01');
  const contracts: ContractStatusInput[] = [];
  for (let c = 0; c < CONTRACTS; c++) {
    const effectivity = firstDay + Math.floor(next() * 730);
    const duration = 90 + Math.floor(next() * 540);
    const schedule = cumulativeNodes(next, effectivity - 1, duration, 100);
    schedule[schedule.length - 1] = { date: fromEpochDay(effectivity + duration - 1), accomplishment: 100 };
    const reported = cumulativeNodes(next, effectivity, Math.floor(duration * (0.5 + next())), 100);
    const suspensions: Suspension[] = [];
    let cursor = effectivity + Math.floor(next() * 30);
    for (let s = 0; s < SUSPENSIONS; s++) {
      const start = cursor + 1 + Math.floor(next() * (duration / SUSPENSIONS));
      const days = 1 + Math.floor(next() * 40);
      const resumed = s < SUSPENSIONS - 1 || next() < 0.7; // some last suspensions are still unresumed
      suspensions.push({ dateEffective: fromEpochDay(start), resumptionDate: resumed ? fromEpochDay(start + days) : null });
      cursor = start + days;
    }
    // Records the write-time rules accept (the engine refuses others): one node a date, none inside a suspension, no 100 % before one.
    const lastStart = suspensions[suspensions.length - 1]!.dateEffective;
    const accomplishments = reported
      .filter((node, index) => node.date !== reported[index - 1]?.date && !suspensionHolding(suspensions, node.date))
      .map((node) => (node.accomplishment >= 100 && node.date < lastStart ? { ...node, accomplishment: 99.99 } : node));
    contracts.push({
      effectivity: fromEpochDay(effectivity),
      duration,
      amount: centavos(100_000_00 + Math.floor(next() * 50_000_000_00)),
      schedule,
      accomplishments,
      suspensions,
      timeExtensions: next() < 0.3 ? [{ numberOfDays: 1 + Math.floor(next() * 60) }] : [],
      asOf: AS_OF,
    });
  }
  return contracts;
}

function runOnce(contracts: readonly ContractStatusInput[]): { ms: number; checksum: number } {
  let checksum = 0;
  const started = performance.now();
  for (const contract of contracts) {
    const status = computeContractStatus(contract);
    checksum += status.slippage + status.daysElapsed + (status.status === 'completed' ? 1 : 0);
  }
  return { ms: performance.now() - started, checksum };
}

const generatedAt = performance.now();
const contracts = generate();
console.log(
  `schedule engine: ${CONTRACTS} contracts × ${NODES} schedule nodes, ${NODES} accomplishment nodes, ${SUSPENSIONS} suspensions (data built in ${(performance.now() - generatedAt).toFixed(0)} ms)`,
);

runOnce(contracts); // warm-up: lets the JIT compile the hot paths
const times: number[] = [];
let checksum = 0;
for (let run = 0; run < RUNS; run++) {
  const result = runOnce(contracts);
  times.push(result.ms);
  checksum = result.checksum;
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;
const best = times[0] ?? 0;
console.log(`computeContractStatus (target, actual, slippage, status) as of ${AS_OF}, ${RUNS} runs after a warm-up:`);
console.log(`  median ${median.toFixed(1)} ms total, ${((median * 1000) / CONTRACTS).toFixed(2)} µs per contract`);
console.log(`  best   ${best.toFixed(1)} ms total, ${((best * 1000) / CONTRACTS).toFixed(2)} µs per contract`);
console.log(`  checksum ${checksum.toFixed(4)}`);
