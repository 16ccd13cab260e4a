import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-office.js';
import { DATABASE_UNAVAILABLE } from '../../src/plugins/error-handler.js';
import { hasPostgres15, PG_BIN, startThrowawayCluster, type Cluster } from '../helpers/postgres-cluster.js';
import { startServerProcess, type ServerProcess } from '../helpers/processes.js';

/**
 * The real server process, on a PostgreSQL cluster of its own that the test
 * stops (`pg_ctl stop -m immediate`, then `-m fast`) while four clients write
 * and starts again. What must hold: the process never exits; while the
 * database is away every request gets a 503 with a detail in bounded time;
 * writes succeed again once it is back; every write answered 201 is stored.
 *
 * A write answered 503 while the database went away is *unknown* to its
 * client: its COMMIT may have reached the database just before the connection
 * died. Such a write may be stored or not, but each writer has at most one
 * write in flight when the database stops, so at most one unknown write per
 * writer and stop may turn up stored. Anything stored that no request sent
 * fails the test. (docs/decisions/015-surviving-the-database.md)
 *
 * The shared PostgreSQL on 5432 is never touched. The file runs once, in its
 * own vitest project (`server-process`), not once per test database.
 */

if (!hasPostgres15) console.warn(`Skipping the PostgreSQL restart test: ${PG_BIN}/initdb does not exist (install PostgreSQL 15).`);

const WRITERS = 4;
const STOPS_PER_CASE = 2;
/**
 * How long one answer may take while the database is away: a refused connection answers in
 * milliseconds (about 0.1 s at most seen on a busy machine); the pool's connect timeout is 5 s.
 */
const OUTAGE_ANSWER_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One write: its short name, the answer's status and detail, how long it took, when it was sent and answered. */
type Outcome = { name: string; status: number; detail?: string; ms: number; sentAt: number; at: number };

describe.skipIf(!hasPostgres15)('the server process while its PostgreSQL restarts under write load', () => {
  let cluster: Cluster | undefined;
  let server: ServerProcess | undefined;
  const serverOutput = () => server?.output() ?? '';
  let baseUrl = '';
  let token = '';

  beforeAll(async () => {
    cluster = await startThrowawayCluster('pg-restart');
    server = await startServerProcess(
      {
        DATABASE_URL: cluster.url,
        DATA_DIR: path.join(cluster.root, 'data'),
        JWT_SECRET: 'a-secret-for-the-restart-test-only-0123456789',
      },
      { timeoutMs: 40_000 },
    );
    baseUrl = server.baseUrl;
    const signIn = await fetch(`${baseUrl}/api/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demoadmin', password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    token = ((await signIn.json()) as { access: string }).access;
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    cluster?.remove();
  });

  async function post(name: string): Promise<Outcome> {
    const started = performance.now();
    const sentAt = Date.now();
    try {
      const response = await fetch(`${baseUrl}/api/expenditure-source-names/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ long_name: `Restart test ${name}`, short_name: name }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await response.json().catch(() => ({}))) as { detail?: string };
      return { name, status: response.status, detail: body.detail, ms: performance.now() - started, sentAt, at: Date.now() };
    } catch (error) {
      // No answer at all: the process died or hung.
      return { name, status: 0, detail: String(error), ms: performance.now() - started, sentAt, at: Date.now() };
    }
  }

  async function storedNames(prefix: string): Promise<Set<string>> {
    const response = await fetch(`${baseUrl}/api/expenditure-source-names/`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const rows = (await response.json()) as Array<{ short_name: string }>;
    return new Set(rows.map((row) => row.short_name).filter((name) => name.startsWith(prefix)));
  }

  async function restartUnderLoad(mode: 'immediate' | 'fast') {
    const prefix = `${mode[0]}${Date.now().toString(36)}-`;
    const outcomes: Outcome[] = [];
    let writing = true;
    const writers = Array.from({ length: WRITERS }, async (_, writer) => {
      for (let index = 0; writing; index += 1) {
        const outcome = await post(`${prefix}${writer}-${index}`);
        outcomes.push(outcome);
        if (outcome.status !== 201) await sleep(20);
      }
    });
    const healthy = (since: number) => outcomes.filter((outcome) => outcome.at >= since && outcome.status === 201).length;
    const waitFor = async (condition: () => boolean, ms: number, what: string) => {
      const until = Date.now() + ms;
      while (!condition()) {
        if (server!.exitCode() !== null) throw new Error(`the server process exited (${server!.exitCode()}):\n${serverOutput()}`);
        if (Date.now() > until) throw new Error(`${what} within ${ms} ms; last answers: ${JSON.stringify(outcomes.slice(-8))}\n${serverOutput()}`);
        await sleep(25);
      }
    };

    try {
      // Two stops per case: whether a connection dies between two queries of a transaction is a race.
      for (let cycle = 0; cycle < STOPS_PER_CASE; cycle += 1) {
        const since = Date.now();
        await waitFor(() => healthy(since) >= 5 * WRITERS, 15_000, 'writes did not succeed before the stop');

        cluster!.stop(mode);
        const stoppedAt = Date.now();
        await sleep(1_000);
        const health = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(OUTAGE_ANSWER_MS) });
        expect(health.status).toBe(503);
        expect(await health.json()).toEqual({ status: 'unavailable', detail: DATABASE_UNAVAILABLE });
        expect(server!.exitCode(), serverOutput()).toBeNull();

        cluster!.start();
        const restartedAt = Date.now();
        await waitFor(() => healthy(restartedAt) >= 3 * WRITERS, 15_000, 'writes did not succeed again after the restart');
        expect(server!.exitCode(), serverOutput()).toBeNull();
        // Recovery is immediate: every write sent once the database accepts connections again succeeds.
        const afterRestart = outcomes.filter((outcome) => outcome.sentAt > restartedAt);
        expect(afterRestart.filter((outcome) => outcome.status !== 201)).toEqual([]);

        // While the database was away, every answer was a 503 with a detail, given in bounded time.
        const duringOutage = outcomes.filter((outcome) => outcome.at > stoppedAt + 200 && outcome.at < restartedAt);
        expect(duringOutage.length).toBeGreaterThan(WRITERS);
        for (const outcome of duringOutage) {
          expect(outcome, serverOutput()).toMatchObject({ status: 503, detail: DATABASE_UNAVAILABLE });
          expect(outcome.ms).toBeLessThan(OUTAGE_ANSWER_MS);
        }
      }
    } finally {
      writing = false;
      await Promise.all(writers);
    }

    for (const outcome of outcomes) expect([201, 503], JSON.stringify(outcome)).toContain(outcome.status);
    const stored = await storedNames(prefix);
    const acknowledged = outcomes.filter((outcome) => outcome.status === 201).map((outcome) => outcome.name);
    const unknown = new Set(outcomes.filter((outcome) => outcome.status === 503).map((outcome) => outcome.name));
    expect(acknowledged.filter((name) => !stored.has(name)), 'acknowledged writes missing').toEqual([]);
    const unacknowledgedStored = [...stored].filter((name) => !acknowledged.includes(name));
    expect(unacknowledgedStored.filter((name) => !unknown.has(name)), 'stored but never sent').toEqual([]);
    expect(unacknowledgedStored.length, 'unknown writes stored (at most one in flight per writer and stop)').toBeLessThanOrEqual(WRITERS * STOPS_PER_CASE);
  }

  it('stopped with -m immediate: no exit, 503 while away, writes again after, every acknowledged write stored', async () => {
    await restartUnderLoad('immediate');
  }, 50_000);

  it('stopped with -m fast: no exit, 503 while away, writes again after, every acknowledged write stored', async () => {
    await restartUnderLoad('fast');
  }, 50_000);
});
