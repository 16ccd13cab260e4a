import { AsyncLocalStorage } from 'node:async_hooks';
import { AppError } from '@subaybay/domain';
import type { Database } from './client.js';

export const REQUEST_TIMED_OUT = 'The server took too long to answer; try again shortly.';

/**
 * One API request's deadline, as its transactions see it. The request timer
 * (plugins/request-limits.ts) answers 503 "took too long" only through
 * `expire()`, and a transaction commits only through `beginCommit()`; the two
 * exclude each other, so a request answered 503 never stores its write:
 * - expired before a transaction starts or before it commits: the transaction
 *   throws and rolls back (PGlite and PostgreSQL alike);
 * - timer fires while a COMMIT is on its way, or after one succeeded: no 503
 *   (it would say the write failed); the handler's own answer goes out, and
 *   the COMMIT itself is bounded by the statement and query timeouts.
 */
export class RequestDeadline {
  #expired = false;
  #committing = 0;
  #committed = false;

  /** The timer's question: may the request be answered 503 now? If yes, no transaction of it commits any more. */
  expire(): boolean {
    if (this.#committing > 0 || this.#committed) return false;
    this.#expired = true;
    return true;
  }

  get expired(): boolean {
    return this.#expired;
  }

  /** Throws (so the transaction rolls back) once the request has been answered 503. */
  assertOpen(): void {
    if (this.#expired) throw new AppError('UNAVAILABLE', REQUEST_TIMED_OUT);
  }

  /** Called by a transaction just before its COMMIT; returns the function that says the COMMIT settled. */
  beginCommit(): (committed: boolean) => void {
    this.assertOpen();
    this.#committing += 1;
    let settled = false;
    return (committed) => {
      if (settled) return;
      settled = true;
      this.#committing -= 1;
      if (committed) this.#committed = true;
    };
  }
}

const deadlines = new AsyncLocalStorage<RequestDeadline>();

/** Runs `work` (a request's handler, through its hooks) under `deadline`. */
export function runWithDeadline<T>(deadline: RequestDeadline, work: () => T): T {
  return deadlines.run(deadline, work);
}

/**
 * The database the routes use: every top-level transaction started while a
 * request runs checks that request's deadline when it starts and right before
 * it commits. Work outside a request (start-up, housekeeping, the CLI, tests
 * on the raw handle) is untouched. Everything but `transaction` is the
 * database itself, so a nested transaction (a savepoint) is not checked again.
 */
export function withRequestDeadlines(db: Database): Database {
  const transaction: Database['transaction'] = (work, config) => {
    const deadline = deadlines.getStore();
    if (!deadline) return db.transaction(work, config);
    let commitSettled: ((committed: boolean) => void) | undefined;
    return db
      .transaction(async (tx) => {
        deadline.assertOpen();
        const result = await work(tx);
        commitSettled = deadline.beginCommit();
        return result;
      }, config)
      .then(
        (result) => {
          commitSettled?.(true);
          return result;
        },
        (error: unknown) => {
          commitSettled?.(false);
          throw error;
        },
      );
  };
  return new Proxy(db, {
    get: (target, property, receiver) => (property === 'transaction' ? transaction : Reflect.get(target, property, receiver)),
  });
}
