import { Worker } from 'node:worker_threads';
import type { AppConfigForBuild } from '../app.js';

/**
 * Heavy productions in worker threads, on PostgreSQL (decision 039). A year's
 * report run on the request thread, even in 4 ms slices, left small routes a
 * p99 of 220–234 ms: its ~175 young-generation collections (10–77 ms each)
 * stop every request on that thread. A worker has a heap of its own, so its
 * collections stop only the report; measured in process, a small route's p99
 * fell from 147 to 77 ms during a 20 000-contract report.
 *
 * Each worker runs the whole app (`production-worker.ts`: `buildApp` on its own
 * small connection pool) and answers a forwarded request through `inject`: the
 * same routes, checks and serialisation as on the request thread, no second
 * copy of any handler. The request thread keeps the queue, the time limit and
 * the compression, and sends the worker's bytes on. Not on the embedded
 * database: PGlite lives in the request thread and cannot be shared.
 */

export interface ProductionWorkerSetup {
  databaseUrl: string;
  /** The app's configuration, as the worker builds its own app with it (structured-clone safe). */
  config: AppConfigForBuild;
}

/** A forwarded request: what the worker's app needs to answer it as the request thread would. */
export interface ForwardedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
}

/** What the request thread sends a worker whose request's caller went away. */
export const DROP = { drop: true } as const;

export interface ProducedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

/** The request headers a production reads; the encoding is the request thread's business. */
const FORWARDED_HEADERS = ['authorization', 'x-report-ticket', 'x-forwarded-for', 'user-agent'];

export function forwardedHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string') kept[name] = value;
  }
  return kept;
}

/** The worker's entry: the bundle's own file, or from the sources (tests, tsx) a module that registers tsx first. */
function workerEntry(): URL {
  return import.meta.url.endsWith('.ts') ? new URL('../production-worker-boot.mjs', import.meta.url) : new URL('./production-worker.js', import.meta.url);
}

export class ProductionWorkers {
  readonly #setup: ProductionWorkerSetup;
  readonly #idle: Worker[] = [];
  readonly #busy = new Set<Worker>();
  #closed = false;

  constructor(setup: ProductionWorkerSetup) {
    this.#setup = setup;
  }

  /**
   * Answers `request` in a worker (an idle one, else a new one). When `signal`
   * aborts, the worker is told to drop the request (its production stops at its
   * next slice) and the caller's promise rejects at once; the worker goes back
   * to the idle ones when it has answered, so the next report does not pay for
   * starting a worker again (~3 s on a busy machine).
   */
  async produce(request: ForwardedRequest, signal: AbortSignal): Promise<ProducedAnswer> {
    const worker = this.#idle.pop() ?? (await this.#start());
    this.#busy.add(worker);
    const answered = new Promise<ProducedAnswer>((resolve, reject) => {
      const settle = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const onMessage = (answer: ProducedAnswer) => {
        settle();
        resolve(answer);
      };
      const onError = (error: Error) => {
        settle();
        reject(error);
      };
      const onExit = (code: number) => onError(new Error(`The report worker stopped (exit code ${code}).`));
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
    });
    answered.then(
      () => this.#free(worker),
      () => this.#discard(worker),
    );
    worker.postMessage(request);
    return new Promise<ProducedAnswer>((resolve, reject) => {
      const onAbort = () => {
        worker.postMessage(DROP);
        reject(signal.reason);
      };
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      answered.then(
        (answer) => {
          signal.removeEventListener('abort', onAbort);
          resolve(answer);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  }

  #free(worker: Worker): void {
    if (!this.#busy.delete(worker)) return;
    if (this.#closed) void worker.terminate();
    else this.#idle.push(worker);
  }

  #discard(worker: Worker): void {
    this.#busy.delete(worker);
    void worker.terminate();
  }

  #start(): Promise<Worker> {
    const worker = new Worker(workerEntry(), { workerData: this.#setup });
    return new Promise((resolve, reject) => {
      worker.once('message', () => resolve(worker));
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The report worker did not start (exit code ${code}).`)));
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    await Promise.all([...this.#idle, ...this.#busy].map((worker) => worker.terminate()));
    this.#idle.length = 0;
    this.#busy.clear();
  }
}
