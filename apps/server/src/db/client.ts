import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { REPO_ROOT, REQUEST_TIMEOUT_MARGIN_SECONDS } from '../config.js';
import * as schema from './schema/index.js';

/**
 * One type for both drivers (STACK.md): repositories never know whether they
 * run on PGlite or PostgreSQL. A transaction is also a `Database`.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other server holds the same lock: on PostgreSQL a session
   * advisory lock (several servers share one database), on PGlite simply runs it
   * (one process owns the data directory). For migrating and seeding at start.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * The advisory lock servers take to migrate and seed one PostgreSQL database:
 * two servers started together would otherwise both run the first migration
 * (one fails on a duplicate type) or both seed the demo office.
 */
export const STARTUP_LOCK_KEY = 5_310_452_001;
/** How long a starting server waits for another to finish migrating before it gives up. */
const STARTUP_LOCK_WAIT_MS = 300_000;

/** From the repo root, not this file: the server also runs as one bundled file (apps/server/dist/main.js). */
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps/server/src/db/migrations');

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      /** Server-side limit of one statement (a lock wait included); the client gets 503 instead of waiting. Default 15 s. */
      statementTimeoutMs?: number;
      /** Connections of the pool (default 10; a report worker, which answers one request at a time, takes 2). */
      maxConnections?: number;
    }
  | { kind: 'pglite'; dataDir: string | undefined };

export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

/** `dataDir: undefined` opens an in-memory PGlite (tests). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const statementTimeoutMs = target.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.maxConnections ?? 10,
      // A database that does not answer (down, or the network drops packets) fails the request in
      // bounded time: connecting gives up after 5 s, and a query the server never answers after
      // the statement timeout plus 5 s. The server cancels a statement (lock waits included) first.
      connectionTimeoutMillis: 5_000,
      statement_timeout: statementTimeoutMs,
      query_timeout: statementTimeoutMs + REQUEST_TIMEOUT_MARGIN_SECONDS * 1000,
      keepAlive: true,
    });
    discardBrokenConnections(pool);
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      exclusively: (work) => withAdvisoryLock(pool, STARTUP_LOCK_KEY, work),
      close: () => pool.end(),
    };
  }
  const client = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
  return wrapPglite(client);
}

/**
 * Holds the session lock `key` on a connection of its own while `work` runs (its
 * queries use the pool). The connection is closed afterwards rather than pooled:
 * that releases the lock whatever happened, and its longer statement timeout (a
 * wait for the lock is one statement) never reaches a request.
 */
async function withAdvisoryLock<T>(pool: pg.Pool, key: number, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(`SET statement_timeout = ${STARTUP_LOCK_WAIT_MS}`);
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    client.release(true);
  }
}

/** A connection that can carry no more queries: the server or the network dropped it, or a query got no answer. */
const CONNECTION_LOST =
  /^(ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|08[0-9A-Z]{3}|57P0[1-4])$|Connection terminated|Query read timeout|not queryable/;

function isConnectionLost(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (typeof code === 'string' && CONNECTION_LOST.test(code)) || (typeof message === 'string' && CONNECTION_LOST.test(message));
}

const ignoreCheckedOutError = () => {
  // The query that was running (if any) fails with this error and answers its request with a 503;
  // the next query on the client fails as not queryable; release discards the client.
};

/**
 * Keeps the process alive when PostgreSQL goes away (shut down, restarted, the network cut) and
 * gives every request a 503 instead. node-postgres emits 'error' on a client whose connection
 * drops; the pool listens only while the client is idle, and an 'error' event nobody listens to
 * ends the process. A client checked out — by a transaction, or between two of its queries —
 * gets a listener here, and is discarded on release (release(err)) once its connection is lost
 * or a query went unanswered, so a later request never inherits a dead or busy connection.
 */
function discardBrokenConnections(pool: pg.Pool): void {
  // An idle client losing its connection: the pool has already removed it; the next query reconnects.
  pool.on('error', () => {});
  pool.on('acquire', (client) => client.on('error', ignoreCheckedOutError));
  pool.on('release', (_error, client) => client.removeListener('error', ignoreCheckedOutError));

  type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: Error | boolean) => void) => void;
  const connect = pool.connect.bind(pool) as (callback: ConnectCallback) => void;
  const guard = (client: pg.PoolClient): pg.PoolClient => {
    let lost: Error | undefined;
    const query = client.query as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query.apply(client, args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (!lost && isConnectionLost(error)) {
            lost = error as Error;
            // A query that got no answer may still run on the server: close the connection so it
            // cannot commit later, and so the ROLLBACK queued behind it fails now instead of waiting.
            if ((error as Error).message === 'Query read timeout') void client.end().catch(() => {});
          }
        });
      }
      return result;
    }) as typeof client.query;
    const release = client.release;
    client.release = (error?: Error | boolean) => {
      // Back to the prototype's query: the next checkout wraps it afresh.
      delete (client as { query?: unknown }).query;
      release(error || lost);
    };
    return client;
  };
  // Drizzle checks out a client for a transaction (promise form); pool.query uses the callback form.
  pool.connect = ((callback?: ConnectCallback) => {
    if (callback) {
      return connect((error, client, done) => {
        const guarded = client && guard(client);
        callback(error, guarded, guarded ? guarded.release : done);
      });
    }
    return new Promise<pg.PoolClient>((resolve, reject) => {
      connect((error, client) => (error || !client ? reject(error) : resolve(guard(client))));
    });
  }) as typeof pool.connect;
}

/** An in-memory PGlite loaded from a dumped data directory (the tests' migrated template). */
export async function openPgliteDatabase(dataDirDump: Blob): Promise<DatabaseHandle> {
  return wrapPglite(new PGlite({ loadDataDir: dataDirDump }));
}

async function wrapPglite(client: PGlite): Promise<DatabaseHandle> {
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}

export { uniqueViolationConstraint } from './errors.js';

/**
 * Whether the database runs on the server's own thread (PGlite): then a long
 * query stops every other request for its whole duration, and heavy readers
 * read in short pieces (decision 039). PostgreSQL is a pool of connections to
 * another process.
 */
export function databaseRunsInProcess(db: Database): boolean {
  return !((db as unknown as { $client?: unknown }).$client instanceof pg.Pool);
}
