import { AsyncLocalStorage } from 'node:async_hooks';
import { AppError } from '@subaybay/domain';
import pg from 'pg';
import type { Database } from './client.js';

export const REQUEST_TIMED_OUT = 'The server took too long to answer; try again shortly.';

/**
 * One API request's deadline, as its transactions see it. The request timer
 * (plugins/request-limits.ts) answers 503 "took too long" only through
 * `expire()`, and a transaction commits only through `beginCommit()`; the two
 * exclude each other, so a request answered 503 never stores its write:
 * - expired before a transaction starts or before it commits: the transaction
 *   throws and rolls back (PGlite and PostgreSQL alike); on PostgreSQL a
 *   transaction open at that moment has its connection ended by the server
 *   at once, so a statement waiting on a lock stops waiting and its locks go;
 * - timer fires while a COMMIT is on its way, or after one succeeded: no 503
 *   (it would say the write failed); the handler's own answer goes out, and
 *   the COMMIT itself is bounded by the statement and query timeouts.
 */
export class RequestDeadline {
  #expired = false;
  #committing = 0;
  #committed = false;
  readonly #onExpire = new Set<() => void>();

  /** The timer's question: may the request be answered 503 now? If yes, no transaction of it commits any more. */
  expire(): boolean {
    if (this.#committing > 0 || this.#committed) return false;
    this.#expired = true;
    for (const listener of this.#onExpire) listener();
    return true;
  }

  /** Calls `listener` when the request expires; returns the function that stops listening. */
  whenExpired(listener: () => void): () => void {
    this.#onExpire.add(listener);
    return () => this.#onExpire.delete(listener);
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
 * On PostgreSQL, what ends a transaction's work on the server when its request
 * expires: its backend is terminated (pg_terminate_backend, over a connection
 * of its own, since the pool may be full of waiting requests). The server
 * rolls the transaction back and frees its locks at once, even in a lock
 * wait; the client sees its connection lost and the pool discards it. A
 * cancel (pg_cancel_backend) could land on the ROLLBACK instead and leave a
 * pooled connection inside a failed transaction; a terminated one cannot be
 * reused. Undefined on PGlite, which runs one statement at a time in process.
 */
function backendTerminator(db: Database, tx: unknown): (() => Promise<void>) | undefined {
  const pool = (db as unknown as { $client?: unknown }).$client;
  const connection = (tx as { session?: { client?: { processID?: unknown; end?: () => Promise<void> } } }).session?.client;
  const pid = connection?.processID;
  if (!(pool instanceof pg.Pool) || typeof pid !== 'number' || typeof connection?.end !== 'function') return undefined;
  return async () => {
    const terminator = new pg.Client({ ...pool.options, connectionTimeoutMillis: 5_000 });
    terminator.on('error', () => {});
    try {
      await terminator.connect();
      await terminator.query('SELECT pg_terminate_backend($1)', [pid]);
    } catch {
      // The database is unreachable: the transaction cannot commit either way (the deadline refuses it).
    } finally {
      await terminator.end().catch(() => {});
    }
    // pg_terminate_backend does not wait for the backend to go: close our side too, so the
    // connection fails its next query at once and the pool discards it rather than lend it out.
    void connection.end!().catch(() => {});
  };
}

/**
 * The database the routes use: every top-level transaction started while a
 * request runs checks that request's deadline when it starts and right before
 * it commits, and is ended on the server when the request expires (above).
 * Work outside a request (start-up, housekeeping, the CLI, tests on the raw
 * handle) is untouched. Everything but `transaction` is the database itself,
 * so a nested transaction (a savepoint) is not checked again.
 */
export function withRequestDeadlines(db: Database): Database {
  const transaction: Database['transaction'] = (work, config) => {
    const deadline = deadlines.getStore();
    if (!deadline) return db.transaction(work, config);
    let commitSettled: ((committed: boolean) => void) | undefined;
    return db
      .transaction(async (tx) => {
        deadline.assertOpen();
        const terminate = backendTerminator(db, tx);
        let terminated: Promise<void> | undefined;
        const stopListening = deadline.whenExpired(() => (terminated = terminate?.()));
        try {
          const result = await work(tx);
          // The connection goes back to the pool only after its termination landed, never to another request first.
          await terminated;
          commitSettled = deadline.beginCommit();
          return result;
        } catch (error) {
          await terminated;
          throw error;
        } finally {
          stopListening();
        }
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
  // Everything else is inherited, so a test that swaps one of the database's methods is seen here too.
  const guarded = Object.create(db) as Database;
  guarded.transaction = transaction;
  return guarded;
}
