import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { AppError, type ReportQueuePlace } from '@subaybay/domain';

/**
 * The report queue (docs/decisions/039): at most `atOnce` heavy productions (a
 * year's report or Excel file, declared `heavy` in the domain) run at once on
 * this server; the others wait in arrival order, each under the ticket its
 * caller sent so the caller can ask where it stands. A waiting request whose
 * caller goes away leaves the queue; a running one stops at its next slice
 * (`reportSlice`).
 *
 * Why a bound at all: the server's two cores and its database connections are
 * shared by everyone; twenty people printing the PPA at 8 a.m. would otherwise
 * each get a twentieth of the machine, every report twenty times slower and
 * every small page behind them. Queued, the first answers come as fast as one
 * alone and the small pages keep their latency.
 */

export const REPORTS_BUSY = 'The server is preparing many reports right now; try again in a minute.';

/** A production stopped because its caller went away (or its time limit answered for it). */
export class ReportCancelled extends Error {
  override name = 'ReportCancelled';
  constructor() {
    super('The report was cancelled: its caller went away.');
  }
}

/** Who a production belongs to: a ticket is only ever shown to the user who sent it. */
export interface ReportRequester {
  userId: number;
  ticket: string | undefined;
}

interface Entry extends ReportRequester {
  state: 'waiting' | 'preparing';
  start: () => void;
}

export interface ReportQueueOptions {
  /** Heavy productions that run at once (at least 1). */
  atOnce: number;
  /** Requests that may wait; one more is refused (503) rather than kept for minutes. */
  maxWaiting: number;
}

export const DEFAULT_REPORT_QUEUE: ReportQueueOptions = { atOnce: 2, maxWaiting: 100 };

export class ReportQueue {
  readonly #options: ReportQueueOptions;
  readonly #waiting: Entry[] = [];
  readonly #preparing = new Set<Entry>();

  constructor(options: ReportQueueOptions = DEFAULT_REPORT_QUEUE) {
    if (!Number.isSafeInteger(options.atOnce) || options.atOnce < 1) throw new RangeError(`Not a number of reports at once: ${options.atOnce}`);
    this.#options = options;
  }

  /**
   * Waits for a turn, then resolves to the function that gives it back (call
   * it once the answer is sent). Rejects when `signal` aborts while waiting
   * (the caller went away), or at once with a 503 when the queue is full.
   */
  enter(requester: ReportRequester, signal: AbortSignal): Promise<() => void> {
    signal.throwIfAborted();
    const entry: Entry = { ...requester, state: 'waiting', start: () => undefined };
    const release = () => {
      if (!this.#preparing.delete(entry)) return;
      this.#startNext();
    };
    if (this.#preparing.size < this.#options.atOnce) {
      entry.state = 'preparing';
      this.#preparing.add(entry);
      return Promise.resolve(release);
    }
    if (this.#waiting.length >= this.#options.maxWaiting) return Promise.reject(new AppError('UNAVAILABLE', REPORTS_BUSY));
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        const index = this.#waiting.indexOf(entry);
        if (index !== -1) this.#waiting.splice(index, 1);
        reject(signal.reason);
      };
      entry.start = () => {
        signal.removeEventListener('abort', onAbort);
        resolve(release);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.#waiting.push(entry);
    });
  }

  #startNext(): void {
    while (this.#preparing.size < this.#options.atOnce) {
      const next = this.#waiting.shift();
      if (next === undefined) return;
      next.state = 'preparing';
      this.#preparing.add(next);
      next.start();
    }
  }

  /** Where the user's ticket stands; undefined when the queue does not know it (never sent, answered, another user's). */
  place(userId: number, ticket: string): ReportQueuePlace | undefined {
    const mine = (entry: Entry) => entry.userId === userId && entry.ticket === ticket;
    for (const entry of this.#preparing) if (mine(entry)) return { state: 'preparing', ahead: 0 };
    const index = this.#waiting.findIndex(mine);
    return index === -1 ? undefined : { state: 'waiting', ahead: index };
  }

  /** How many run and how many wait (logs, tests). */
  get size(): { preparing: number; waiting: number } {
    return { preparing: this.#preparing.size, waiting: this.#waiting.length };
  }
}

/**
 * The running production's cancellation, carried to the code that walks the
 * year's contracts without threading it through every service signature.
 */
const productions = new AsyncLocalStorage<AbortSignal>();

/** Runs `work` as a production that stops when `signal` aborts (at its next `reportSlice`). */
export function runProduction<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  return productions.run(signal, work);
}

/**
 * How long a piece of heavy work may keep the event loop before it lets other
 * requests in. A contract computes in well under a millisecond, so a slice is a
 * few dozen contracts; small routes wait at most about this long behind it.
 */
export const SLICE_MS = 4;

/**
 * A pause point for work that walks many contracts on the request loop: call
 * the returned function between items. When the current slice has run
 * `SLICE_MS`, it waits one turn of the event loop (I/O and timers of other
 * requests run), and it throws the production's abort reason once its caller
 * has gone away. Between slices it costs one clock read.
 */
export function reportSlice(sliceMs = SLICE_MS): () => Promise<void> | undefined {
  const signal = productions.getStore();
  let sliceStart = performance.now();
  return () => {
    if (performance.now() - sliceStart < sliceMs) return undefined;
    return nextTurn().then(() => {
      signal?.throwIfAborted();
      sliceStart = performance.now();
    });
  };
}
