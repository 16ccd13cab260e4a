import { parentPort, workerData } from 'node:worker_threads';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import type { DROP, ForwardedRequest, ProducedAnswer, ProductionWorkerSetup } from './lib/production-workers.js';

/**
 * A report worker (lib/production-workers.ts, decision 039): the whole app on a
 * small connection pool of its own, answering the heavy requests the request
 * thread forwards, one at a time, through `inject`. It posts `ready` once built.
 */

const setup = workerData as ProductionWorkerSetup;
// One request at a time: its sign-in check and its pages, one query at a time.
const handle = await openDatabase({ kind: 'postgres', url: setup.databaseUrl, statementTimeoutMs: setup.config.timeouts.statementMs, maxConnections: 2 });
// Produced here, in this thread: no workers of its own.
const app = await buildApp({ db: handle.db, config: { ...setup.config, productionWorkers: undefined } });
const port = parentPort!;

// The request being answered: dropped when its caller has gone away (lib/production-workers.ts DROP).
let current: AbortController | undefined;

port.on('message', (message: ForwardedRequest | typeof DROP) => {
  if ('drop' in message) {
    current?.abort();
    return;
  }
  const request = message;
  const controller = new AbortController();
  current = controller;
  void (async () => {
    let produced: ProducedAnswer;
    try {
      // An aborted inject closes the request as a gone client would: the production stops at its next slice.
      const answer = await app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, signal: controller.signal });
      const payload = answer.rawPayload;
      // A buffer of its own, handed over rather than copied.
      const body = payload.byteOffset === 0 && payload.byteLength === payload.buffer.byteLength ? new Uint8Array(payload.buffer) : new Uint8Array(payload);
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'content-disposition']) {
        const value = answer.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      produced = { status: answer.statusCode, headers, body };
    } catch {
      // Dropped: nobody reads this answer; the worker is free again.
      produced = { status: 499, headers: {}, body: new Uint8Array(0) };
    } finally {
      current = undefined;
    }
    port.postMessage(produced, [produced.body.buffer as ArrayBuffer]);
  })();
});
port.postMessage({ ready: true });
