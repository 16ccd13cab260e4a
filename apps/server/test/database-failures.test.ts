import { connect } from 'node:net';
import { RoleId } from '@subaybay/domain';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client.js';
import { describeDatabaseError, isDatabaseUnavailable } from '../src/db/errors.js';
import { RequestDeadline, runWithDeadline, withRequestDeadlines } from '../src/db/request-deadline.js';
import { expenditureSourceNames } from '../src/db/schema/expenditure-source-names.js';
import { users } from '../src/db/schema/users.js';
import { handleUncaughtError } from '../src/lib/process-errors.js';
import { DATABASE_UNAVAILABLE } from '../src/plugins/error-handler.js';
import { REQUEST_TIMED_OUT } from '../src/plugins/request-limits.js';
import { createOffice } from './helpers/factories.js';
import { createPasswordHasher } from '../src/lib/passwords.js';
import { createTestClock, createTestDatabase, TEST_PASSWORD_HASHING, testConfig, type TestApp } from './helpers/test-app.js';

/**
 * A database failure that is not the caller's fault answers 503 with a detail,
 * never 500, and the server recovers when the database does. Each test makes
 * its own database, so breaking it touches nothing else.
 */

const onPostgres = process.env.SUBAYBAY_TEST_DB === 'postgres';

/** An app on a database the test owns (and may break); `t` is what the factories take. */
async function appOn(handle: DatabaseHandle, timeouts = { statementMs: 15_000, requestMs: 20_000 }) {
  const config = testConfig({ timeouts });
  const { clock, now } = createTestClock();
  const app = await buildApp({ db: handle.db, config, now });
  const t: TestApp = {
    app,
    clock,
    db: handle.db,
    config,
    passwords: createPasswordHasher(TEST_PASSWORD_HASHING),
    request: ({ token, headers, ...rest }) =>
      app.inject({ ...rest, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } }),
    close: () => app.close(),
  };
  const request = (url: string, token?: string) => t.request({ method: 'GET', url, token });
  return { app, request, t };
}

/** The URL of a test's own PostgreSQL database (the pool keeps it). */
function urlOf(db: Database): string {
  return (db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
}

async function onDatabaseServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('a missing table', () => {
  it('answers 503, fails the health check, and recovers when the table is back', async () => {
    const { handle, drop } = await createTestDatabase();
    const { app, request, t } = await appOn(handle);
    try {
      const office = await createOffice(t);
      await handle.db.execute(sql`alter table expenditure_source_names rename to expenditure_source_names_gone`);
      const list = await request('/api/expenditure-source-names/', office.holder.access);
      expect(list.statusCode).toBe(503);
      expect(list.json()).toEqual({ detail: DATABASE_UNAVAILABLE });
      expect(list.headers['cache-control']).toBe('no-store');

      await handle.db.execute(sql`alter table accounts rename to accounts_gone`);
      const health = await request('/api/health');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'unavailable', detail: DATABASE_UNAVAILABLE });

      await handle.db.execute(sql`alter table accounts_gone rename to accounts`);
      await handle.db.execute(sql`alter table expenditure_source_names_gone rename to expenditure_source_names`);
      expect((await request('/api/health')).statusCode).toBe(200);
      expect((await request('/api/expenditure-source-names/', office.holder.access)).statusCode).toBe(200);
    } finally {
      await app.close();
      await drop();
    }
  });
});

describe.skipIf(onPostgres)('a closed embedded database', () => {
  it('answers 503 to requests and to the health check', async () => {
    const { handle } = await createTestDatabase();
    const { app, request } = await appOn(handle);
    try {
      await handle.close();
      const health = await request('/api/health');
      expect(health.statusCode).toBe(503);
      const signIn = await app.inject({ method: 'POST', url: '/api/token/', payload: { username: 'someone01', password: 'whatever1' } });
      expect(signIn.statusCode).toBe(503);
      expect(signIn.json()).toEqual({ detail: DATABASE_UNAVAILABLE });
    } finally {
      await app.close();
    }
  });
});

describe.runIf(onPostgres)('PostgreSQL going away', () => {
  it('answers 503 while the database refuses connections and recovers when it accepts them again', async () => {
    const { handle, drop } = await createTestDatabase();
    const { app, request } = await appOn(handle);
    const url = urlOf(handle.db);
    const name = new URL(url).pathname.slice(1);
    try {
      expect((await request('/api/health')).statusCode).toBe(200);
      await onDatabaseServer(url, async (client) => {
        await client.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
        await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
      });
      // The first request may meet a terminated idle connection (57P01), later ones a refused connect: both 503.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const health = await request('/api/health');
        expect(health.statusCode).toBe(503);
        const signIn = await app.inject({ method: 'POST', url: '/api/token/', payload: { username: 'someone01', password: 'whatever1' } });
        expect(signIn.statusCode).toBe(503);
        expect(signIn.json()).toEqual({ detail: DATABASE_UNAVAILABLE });
      }
      await onDatabaseServer(url, (client) => client.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`));
      expect((await request('/api/health')).statusCode).toBe(200);
    } finally {
      await app.close();
      await onDatabaseServer(url, (client) => client.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`)).catch(() => {});
      await drop();
    }
  });

  it('a connection lost inside a transaction, between two queries: the transaction fails as unavailable, nothing escapes, the pool works again', async () => {
    const { handle, drop } = await createTestDatabase();
    const { request } = await appOn(handle);
    const url = urlOf(handle.db);
    const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
    try {
      const failure = await handle.db
        .transaction(async (tx) => {
          const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: Array<{ pid: number }> };
          // 57P01 arrives while no query runs: node-postgres emits 'error' on the checked-out client.
          await onDatabaseServer(url, (client) => client.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]));
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => undefined,
          (caught: unknown) => caught,
        );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(pool.totalCount).toBe(0);
      expect((await request('/api/health')).statusCode).toBe(200);
    } finally {
      await drop();
    }
  });

  it('a query the database never answers fails after the query timeout, and its connection is closed, not reused', async () => {
    const { handle: setup, drop } = await createTestDatabase();
    // query_timeout is the statement timeout plus 5 s.
    const handle = await openDatabase({ kind: 'postgres', url: urlOf(setup.db), statementTimeoutMs: 100 });
    const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
    try {
      const started = performance.now();
      const failure = await handle.db
        .transaction(async (tx) => {
          // A statement the server does not cancel stands for a database that stopped answering.
          await tx.execute(sql`set local statement_timeout = 0`);
          await tx.execute(sql`select pg_sleep(60)`);
        })
        .then(
          () => undefined,
          (caught: unknown) => caught,
        );
      // The ROLLBACK does not wait behind the unanswered query: the connection is closed at once.
      expect(performance.now() - started).toBeLessThan(9_000);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(pool.totalCount).toBe(0);
      const next = performance.now();
      await handle.db.execute(sql`select 1`);
      expect(performance.now() - next).toBeLessThan(2_000);
    } finally {
      await handle.close();
      await drop();
    }
  }, 20_000);

  it('cancels a statement stuck behind a lock after the statement timeout: 503, then the pool works again', async () => {
    const { handle: setup, drop } = await createTestDatabase();
    const url = urlOf(setup.db);
    const handle = await openDatabase({ kind: 'postgres', url, statementTimeoutMs: 1_000 });
    const { app, request } = await appOn(handle, { statementMs: 1_000, requestMs: 20_000 });
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE accounts IN ACCESS EXCLUSIVE MODE');
      const started = performance.now();
      const health = await request('/api/health');
      expect(health.statusCode).toBe(503);
      expect(performance.now() - started).toBeLessThan(10_000);
      await locker.query('ROLLBACK');
      expect((await request('/api/health')).statusCode).toBe(200);
    } finally {
      await locker.end();
      await app.close();
      await handle.close();
      await drop();
    }
  });
});

describe('a request that does not finish', () => {
  it('answers 503 after the request timeout', async () => {
    const { handle, drop } = await createTestDatabase();
    // The office is made through an app with the usual timeout: on a busy machine sign-up alone may take 300 ms.
    const { app: setupApp, t } = await appOn(handle);
    const app = await buildApp({ db: handle.db, config: { ...t.config, timeouts: { statementMs: 15_000, requestMs: 300 } } });
    const select = handle.db.select.bind(handle.db);
    try {
      const office = await createOffice(t);
      // A database that never answers (a black-holed connection): every query builder step leads to a promise that never settles.
      const neverAnswers: object = new Proxy(() => {}, {
        get: (_target, property) => (property === 'then' ? (_resolve: unknown) => {} : () => neverAnswers),
        apply: () => neverAnswers,
      });
      handle.db.select = (() => neverAnswers) as unknown as typeof select;
      const started = performance.now();
      const list = await app.inject({
        method: 'GET',
        url: '/api/expenditure-source-names/',
        headers: { authorization: `Bearer ${office.holder.access}` },
      });
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(list.statusCode).toBe(503);
      expect(list.json()).toEqual({ detail: REQUEST_TIMED_OUT });
    } finally {
      handle.db.select = select;
      await app.close();
      await setupApp.close();
      await drop();
    }
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a request answered 503 for taking too long', () => {
  it('never stores its write afterwards: a transaction that starts after the timeout rolls back', async () => {
    const { handle, drop } = await createTestDatabase();
    const { app: setupApp, t } = await appOn(handle);
    const app = await buildApp({ db: handle.db, config: { ...t.config, timeouts: { statementMs: 15_000, requestMs: 300 } } });
    try {
      const office = await createOffice(t);
      // A slow step before the write's transaction (the password hash), finishing after the timeout.
      const passwords = (app as unknown as { passwords: { hash(password: string): Promise<string> } }).passwords;
      const hash = passwords.hash.bind(passwords);
      passwords.hash = async (password) => {
        const hashed = await hash(password);
        await sleep(800);
        return hashed;
      };
      const username = `late${Date.now().toString(36)}`;
      const created = await app.inject({
        method: 'POST',
        url: '/api/user-accounts/create/',
        headers: { authorization: `Bearer ${office.holder.access}` },
        payload: { role_id: RoleId.Viewer, username, password: 'LongEnough1' },
      });
      expect(created.statusCode).toBe(503);
      expect(created.json()).toEqual({ detail: REQUEST_TIMED_OUT });
      await sleep(1_500);
      expect(await handle.db.select({ id: users.id }).from(users).where(eq(users.username, username))).toEqual([]);
    } finally {
      await app.close();
      await setupApp.close();
      await drop();
    }
  });

  it.runIf(onPostgres)('never stores its write afterwards: a write waiting on a lock at the timeout is ended on the server, not left to commit', async () => {
    const { handle: setup, drop } = await createTestDatabase();
    const url = urlOf(setup.db);
    // The request timeout below the statement timeout on purpose (start-up refuses it): the rollback must hold anyway.
    const handle = await openDatabase({ kind: 'postgres', url, statementTimeoutMs: 2_000 });
    const { app: setupApp, t } = await appOn(handle);
    const app = await buildApp({ db: handle.db, config: { ...t.config, timeouts: { statementMs: 2_000, requestMs: 400 } } });
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    const lockWaiters = async () =>
      (
        await locker.query<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM pg_locks
            WHERE NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        )
      ).rows[0]!.waiting;
    try {
      const office = await createOffice(t);
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE expenditure_source_names IN SHARE MODE');
      const started = performance.now();
      const created = await app.inject({
        method: 'POST',
        url: '/api/expenditure-source-names/create',
        headers: { authorization: `Bearer ${office.holder.access}` },
        payload: { long_name: 'Held behind a lock', short_name: 'HELD' },
      });
      expect(created.statusCode).toBe(503);
      expect(created.json()).toEqual({ detail: REQUEST_TIMED_OUT });
      expect(performance.now() - started).toBeLessThan(1_500);
      // The INSERT stops waiting while the lock is still held: its backend was ended, its transaction rolled back.
      const until = performance.now() + 1_500;
      while ((await lockWaiters()) > 0 && performance.now() < until) await sleep(50);
      expect(await lockWaiters()).toBe(0);
      await locker.query('ROLLBACK');
      await sleep(Math.max(0, 2_500 - (performance.now() - started)));
      const stored = await handle.db
        .select({ id: expenditureSourceNames.id })
        .from(expenditureSourceNames)
        .where(eq(expenditureSourceNames.shortName, 'HELD'));
      expect(stored).toEqual([]);
      expect((await t.request({ method: 'GET', url: '/api/expenditure-source-names/', token: office.holder.access })).statusCode).toBe(200);
    } finally {
      await locker.end();
      await app.close();
      await setupApp.close();
      await handle.close();
      await drop();
    }
  });

  it('a transaction whose request expires before its COMMIT rolls back; once its COMMIT is under way the request no longer expires', async () => {
    const { handle, drop } = await createTestDatabase();
    const { t } = await appOn(handle);
    const db = withRequestDeadlines(handle.db);
    try {
      const office = await createOffice(t);
      const expiring = new RequestDeadline();
      const failure = await runWithDeadline(expiring, () =>
        db.transaction(async (tx) => {
          await tx.insert(expenditureSourceNames).values({ accountId: office.accountId, longName: 'Expires mid-transaction', shortName: 'EXPD' });
          expect(expiring.expire()).toBe(true);
        }),
      ).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      // PGlite: the deadline's refusal. PostgreSQL: its connection was ended too, so the ROLLBACK reports that instead.
      if (onPostgres) expect(isDatabaseUnavailable(failure)).toBe(true);
      else expect(failure).toMatchObject({ code: 'UNAVAILABLE', detail: REQUEST_TIMED_OUT });
      const expired = await handle.db.select().from(expenditureSourceNames).where(eq(expenditureSourceNames.shortName, 'EXPD'));
      expect(expired).toEqual([]);

      const committing = new RequestDeadline();
      await runWithDeadline(committing, () =>
        db.transaction(async (tx) => {
          await tx.insert(expenditureSourceNames).values({ accountId: office.accountId, longName: 'Committed in time', shortName: 'CMTD' });
        }),
      );
      expect(committing.expire()).toBe(false);
      expect(await handle.db.select().from(expenditureSourceNames).where(eq(expenditureSourceNames.shortName, 'CMTD'))).toHaveLength(1);
    } finally {
      await drop();
    }
  });
});

describe('the cause of a database failure', () => {
  it('is named in start-up messages and logs, not only the failed query', async () => {
    const handle = await openDatabase({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/nothing' });
    const error = await handle.migrate().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    await handle.close();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(describeDatabaseError(error)).toMatch(/ECONNREFUSED/);

    const wrapped = Object.assign(new Error('Failed query: select 1\nparams: '), {
      cause: Object.assign(new Error('database "gone" does not exist'), { code: '3D000' }),
    });
    expect(describeDatabaseError(wrapped)).toBe('3D000: database "gone" does not exist');
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate'), { code: '23505' }))).toBe(false);
  });
});

describe('an error no code caught', () => {
  it('keeps the process serving after a lost database connection, and exits on anything else', () => {
    const lines: string[] = [];
    const exits: number[] = [];
    const log = { error: (_: object, line: string) => lines.push(`error ${line}`), fatal: (_: object, line: string) => lines.push(`fatal ${line}`) };
    const lost = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    handleUncaughtError('uncaught exception', lost, log, (code) => exits.push(code));
    handleUncaughtError('unhandled rejection', new Error('Connection terminated unexpectedly'), log, (code) => exits.push(code));
    expect(exits).toEqual([]);
    expect(lines[0]).toMatch(/^error uncaught exception from the database connection; the server keeps running: 57P01/);
    handleUncaughtError('unhandled rejection', new TypeError("Cannot read properties of undefined (reading 'id')"), log, (code) => exits.push(code));
    expect(exits).toEqual([1]);
    expect(lines[2]).toBe('fatal unhandled rejection; the process exits');
  });
});

describe('framework answers in the API shape', () => {
  it('431 for headers that are too large, as JSON', async () => {
    const { handle, drop } = await createTestDatabase();
    const { app } = await appOn(handle);
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`);
        });
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('end', () => resolve(received));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(answer).toMatch(/content-type: application\/json/i);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ detail: 'The request headers are too large.' });
    } finally {
      await app.close();
      await drop();
    }
  });

  it('415 for a text/plain body, and no-store on every API answer', async () => {
    const { handle, drop } = await createTestDatabase();
    const { app } = await appOn(handle);
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/token/',
        headers: { 'content-type': 'text/plain' },
        payload: '{"username":"someone01","password":"whatever1"}',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ detail: 'Send the request body as JSON (Content-Type: application/json).' });
      expect(response.headers['cache-control']).toBe('no-store');
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.headers['cache-control']).toBe('no-store');
      const missing = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
      await drop();
    }
  });
});
