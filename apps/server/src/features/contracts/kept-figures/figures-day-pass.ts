import { addDays, manilaDayStart, todayInManila } from '@subaybay/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import { keepContractFigures } from './kept-figures.js';
import { listContractsToRefresh, tryDayPassLock, type ContractToRefresh } from './kept-figures.repository.js';

/**
 * The day pass: when the Manila date changes, every contract's kept figures
 * are for yesterday; the pass recomputes them as of today, in batches of a
 * transaction each, so that the first dashboard of the morning reads kept
 * rows (docs/decisions/035). It also fills rows that are missing (contracts
 * from before the kept figures, or whose records were changed outside the
 * services) or stale. Idempotent: a second pass finds nothing to do.
 */

/** The advisory lock of the day pass: one server at a time does it. */
export const DAY_PASS_LOCK_KEY = 4_810_358_027;
/** Contracts per transaction: a batch holds the embedded database's one connection for about 0.1 s. */
export const DAY_PASS_BATCH = 200;
/** How long after Manila midnight the pass runs: the app's clock and the database's may differ a little. */
const AFTER_MIDNIGHT_MS = 60_000;

export interface DayPassResult {
  /** Another server's pass held the lock: this one did nothing. */
  skipped: boolean;
  /** Contracts whose kept row was missing, stale or of another day, and were recomputed. */
  refreshed: number;
}

/**
 * Recomputes, as of today in Manila on `now`, the kept figures of every
 * office's contracts whose row is missing, stale or of another day. Each
 * batch runs in a transaction that first takes the pass's advisory lock; if
 * another server holds it, this pass stops (that server is doing the work).
 */
export async function refreshKeptFigures(db: Database, now: Date, options: { batchSize?: number } = {}): Promise<DayPassResult> {
  const asOf = todayInManila(now);
  const batchSize = options.batchSize ?? DAY_PASS_BATCH;
  let after = { accountId: 0, contractId: 0 };
  let refreshed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx): Promise<ContractToRefresh[] | null> => {
      if (!(await tryDayPassLock(tx, DAY_PASS_LOCK_KEY))) return null;
      const contracts = await listContractsToRefresh(tx, asOf, after, batchSize);
      const byOffice = new Map<number, number[]>();
      for (const { accountId, contractId } of contracts) {
        const ids = byOffice.get(accountId);
        if (ids) ids.push(contractId);
        else byOffice.set(accountId, [contractId]);
      }
      for (const [accountId, ids] of byOffice) await keepContractFigures(tx, accountId, ids, now);
      return contracts;
    });
    if (batch === null) return { skipped: true, refreshed };
    if (batch.length === 0) return { skipped: false, refreshed };
    refreshed += batch.length;
    const last = batch[batch.length - 1]!;
    after = { accountId: last.accountId, contractId: last.contractId };
  }
}

/** Milliseconds from `now` to the next midnight in Manila. */
export function untilNextManilaMidnight(now: Date): number {
  return manilaDayStart(addDays(todayInManila(now), 1)).getTime() - now.getTime();
}

export interface DayPass {
  /** Stops the schedule and waits for a pass in progress. */
  stop(): Promise<void>;
}

/**
 * Runs the pass now (start-up) and shortly after each Manila midnight, until
 * stopped. The server process starts it (main.ts); tests call
 * `refreshKeptFigures` with the time they want.
 */
export function startDayPass(deps: { db: Database; now: () => Date; log: FastifyBaseLogger }): DayPass {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = async () => {
    try {
      const result = await refreshKeptFigures(deps.db, deps.now());
      if (result.skipped) deps.log.info('kept figures: another server is refreshing them');
      else deps.log.info({ refreshed: result.refreshed }, 'kept figures refreshed for the day');
    } catch (error) {
      deps.log.warn({ err: error }, 'refreshing the kept figures failed; they are computed when read, and refreshed again after midnight');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().finally(schedule);
    }, untilNextManilaMidnight(deps.now()) + AFTER_MIDNIGHT_MS);
    timer.unref();
  };
  running = run().finally(schedule);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
