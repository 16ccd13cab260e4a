import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OFFICE_NAME, DEMO_PASSWORD } from '../../src/db/seed/demo-office.js';
import { hasPostgres15, PG_BIN, startThrowawayCluster, type Cluster } from '../helpers/postgres-cluster.js';
import { startServerProcess, type ServerProcess } from '../helpers/processes.js';

/**
 * Two real server processes on one PostgreSQL, as behind a load balancer
 * (docs/deploy.md): nothing a request needs lives in one process. A session
 * signed in on one works on the other (access and refresh tokens), a write on
 * one is read on the other, the sign-in limit counts attempts on both
 * together, and two servers started at the same moment on an empty database
 * migrate and seed it once.
 *
 * The cluster is a throwaway one (helpers/postgres-cluster.ts); the servers
 * share JWT_SECRET, as every server of one installation must.
 */

if (!hasPostgres15) console.warn(`Skipping the two-servers test: ${PG_BIN}/initdb does not exist (install PostgreSQL 15).`);

/** Failed sign-ins allowed per username from one address: small, so the test reaches it in a few requests. */
const FAILURES_ALLOWED = 4;

type Answer = { status: number; body: Record<string, unknown> };

async function call(server: ServerProcess, method: string, url: string, options: { token?: string; body?: unknown } = {}): Promise<Answer> {
  const response = await fetch(`${server.baseUrl}/api/${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const signIn = (server: ServerProcess, username: string, password: string) => call(server, 'POST', 'token/', { body: { username, password } });

/**
 * Runs `work` on every server and returns, per server, how many times `ran`
 * counts after it (a log line, a row the work writes). For work that must run
 * in one server only however many run — the scheduled daily pass, under its
 * advisory lock — a case triggers it on both and expects the counts to sum to
 * one: `expect(sum(await runsPerServer(...))).toBe(1)`.
 */
async function runsPerServer(
  servers: readonly ServerProcess[],
  work: (server: ServerProcess) => Promise<void>,
  ran: (server: ServerProcess) => number | Promise<number>,
): Promise<number[]> {
  await Promise.all(servers.map((server) => work(server)));
  return Promise.all(servers.map((server) => ran(server)));
}

/** How often `pattern` appears in a server's output: a pass that logs a line when it runs is counted with this. */
export function linesMatching(server: ServerProcess, pattern: RegExp): number {
  return server.output().split('\n').filter((line) => pattern.test(line)).length;
}

describe.skipIf(!hasPostgres15)('two server processes on one PostgreSQL', () => {
  let cluster: Cluster | undefined;
  let servers: ServerProcess[] = [];
  let first!: ServerProcess;
  let second!: ServerProcess;

  beforeAll(async () => {
    cluster = await startThrowawayCluster('two-servers', { maxConnections: 40 });
    await cluster.query('CREATE DATABASE subaybay');
    const env = (name: string) => ({
      DATABASE_URL: cluster!.urlOf('subaybay'),
      DATA_DIR: path.join(cluster!.root, name),
      JWT_SECRET: 'one-secret-shared-by-every-server-0123456789',
      LOGIN_FAILURES_PER_ACCOUNT: String(FAILURES_ALLOWED),
      // Info lines too: the day pass says what it did in one.
      LOG_LEVEL: 'info',
    });
    // Started at the same moment on an empty database: both migrate and both find no office to seed.
    const started = await Promise.allSettled([startServerProcess(env('first'), { timeoutMs: 50_000 }), startServerProcess(env('second'), { timeoutMs: 50_000 })]);
    servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failures = started.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
    if (failures.length > 0) throw new Error(`A server did not start beside the other:\n${failures.join('\n')}`);
    [first, second] = servers as [ServerProcess, ServerProcess];
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    cluster?.remove();
  });

  it('started together on an empty database, both serve: the migrations ran once and the demo office was seeded once', async () => {
    for (const server of servers) expect(server.exitCode(), server.output()).toBeNull();
    for (const server of servers) expect((await call(server, 'GET', 'health')).status).toBe(200);
    const journal = await cluster!.query<{ hash: string; count: number }>(
      'SELECT hash, count(*)::int AS count FROM drizzle.__drizzle_migrations GROUP BY hash',
      [],
      'subaybay',
    );
    expect(journal.length).toBeGreaterThan(5);
    expect(journal.filter((row) => row.count !== 1)).toEqual([]);
    const demoOffices = await cluster!.query<{ count: number }>('SELECT count(*)::int AS count FROM accounts WHERE office_name = $1', [DEMO_OFFICE_NAME], 'subaybay');
    expect(demoOffices[0]!.count).toBe(1);
    for (const server of servers) expect(server.output()).not.toMatch(/error|fatal/i);
  });

  it('a session signed in on one server works on the other: its access token, its refresh, and its sign-out', async () => {
    const session = await signIn(first, 'demoviewer', DEMO_PASSWORD);
    expect(session.status).toBe(200);
    const { access, refresh } = session.body as { access: string; refresh: string };

    const details = await call(second, 'GET', 'accounts/details', { token: access });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ office_name: DEMO_OFFICE_NAME });

    // Refreshed on the second server: the first accepts the new access token and refuses the replaced refresh token.
    const refreshed = await call(second, 'POST', 'token/refresh/', { body: { refresh } });
    expect(refreshed.status).toBe(200);
    const renewed = refreshed.body as { access: string; refresh: string };
    expect((await call(first, 'GET', 'accounts/details', { token: renewed.access })).status).toBe(200);
    expect((await call(first, 'POST', 'token/refresh/', { body: { refresh } })).status).toBe(401);

    // Signed out on the first server: the second refuses the session's access token from its next request.
    expect((await call(first, 'POST', 'token/logout/', { body: { refresh: renewed.refresh } })).status).toBeLessThan(300);
    expect((await call(second, 'GET', 'accounts/details', { token: renewed.access })).status).toBe(401);
  });

  it('a write on one server is read on the other', async () => {
    const { access } = (await signIn(first, 'demoadmin', DEMO_PASSWORD)).body as { access: string };
    const shortName = `TS${Date.now().toString(36)}`;
    const created = await call(first, 'POST', 'expenditure-source-names/create/', { token: access, body: { long_name: `Two servers ${shortName}`, short_name: shortName } });
    expect(created.status).toBe(201);
    const listed = await fetch(`${second.baseUrl}/api/expenditure-source-names/`, { headers: { authorization: `Bearer ${access}` } });
    expect(listed.status).toBe(200);
    const names = ((await listed.json()) as Array<{ short_name: string; long_name: string }>).filter((row) => row.short_name === shortName);
    expect(names).toEqual([expect.objectContaining({ short_name: shortName, long_name: `Two servers ${shortName}` })]);
  });

  it('the sign-in limit is one limit across both servers: half the failures on each, and both refuse the next try', async () => {
    const username = 'demoaccountant';
    const failures: number[] = [];
    for (let attempt = 0; attempt < FAILURES_ALLOWED; attempt += 1) {
      failures.push((await signIn(attempt % 2 === 0 ? first : second, username, 'not the password')).status);
    }
    expect(failures).toEqual(Array(FAILURES_ALLOWED).fill(401));
    // Each server alone has seen only half the allowed failures; together they are at the limit.
    for (const server of servers) {
      const refused = await signIn(server, username, 'not the password');
      expect(refused.status).toBe(429);
      expect(refused.body.detail).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
    }
    // The right password is refused too until the window ends: the limit is decided before the password is checked.
    expect((await signIn(second, username, DEMO_PASSWORD)).status).toBe(429);
  });

  it("the day pass that keeps each contract's figures ran in one server: every contract was computed once, whichever server did it", async () => {
    // Both servers start the pass at start-up; under its advisory lock one does the work, the
    // other finds the lock taken or nothing left. Each logs one line when its pass ends.
    const passLines = (server: ServerProcess) =>
      server
        .output()
        .split('\n')
        .filter((line) => /kept figures (refreshed for the day|: another server is refreshing them)/.test(line));
    await expect.poll(() => servers.every((server) => passLines(server).length > 0), { timeout: 50_000 }).toBe(true);
    const refreshed = await runsPerServer(
      servers,
      async () => undefined,
      (server) => passLines(server).reduce((sum, line) => sum + ((JSON.parse(line) as { refreshed?: number }).refreshed ?? 0), 0),
    );
    const [contracts] = await cluster!.query<{ count: number }>('SELECT count(*)::int AS count FROM contracts', [], 'subaybay');
    expect(contracts!.count).toBeGreaterThan(0);
    expect(refreshed[0]! + refreshed[1]!).toBe(contracts!.count);
    const [kept] = await cluster!.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM contract_figures WHERE figures IS NOT NULL AND as_of = (now() AT TIME ZONE 'Asia/Manila')::date",
      [],
      'subaybay',
    );
    expect(kept!.count).toBe(contracts!.count);
  });
});
