import { parentPort, workerData } from 'node:worker_threads';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import type { ForwardedRequest, ProducedAnswer, ProductionWorkerSetup } from './lib/production-workers.js';

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

port.on('message', (request: ForwardedRequest) => {
  void (async () => {
    const answer = await app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers });
    const payload = answer.rawPayload;
    // A buffer of its own, handed over rather than copied.
    const body = payload.byteOffset === 0 && payload.byteLength === payload.buffer.byteLength ? new Uint8Array(payload.buffer) : new Uint8Array(payload);
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'content-disposition']) {
      const value = answer.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const produced: ProducedAnswer = { status: answer.statusCode, headers, body };
    port.postMessage(produced, [body.buffer as ArrayBuffer]);
  })();
});
port.postMessage({ ready: true });
