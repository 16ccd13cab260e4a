/**
 * Whether one person's year report freezes everyone else (issue 27): on a
 * generated office of --contracts contracts of one implementation year (the
 * seed generator's bench shape), the real server (bundled, a child process) is
 * started, and a probe client asks for two small routes — the signed-in user's
 * profile and one contract's details, alternately — every 20 ms:
 *
 *   1. alone for --baseline-seconds (default 5): the baseline latency;
 *   2. while a heavy call runs (the detailed breakdown of the year, then
 *      separately its Excel file; --concurrent K of each at once, default 1),
 *      until the last of them has answered.
 *
 * It prints, per database and heavy call, the heavy call's time and status,
 * the probe's p50, p99, max and count during it next to the baseline's, and
 * the server's resident memory (peak while the heavy call ran, sampled every
 * 100 ms from /proc, and its high-water mark); the machine and its load
 * average at the start and the end, since a shared machine moves every figure.
 *
 * The probe has a keep-alive connection of its own (one socket) and each
 * request is timed from its send to the last byte of its answer; it waits for
 * an answer before the next request (at most one in flight), so a request held
 * up for 3 s is one sample of 3 s, not 150 queued ones. Heavy calls go through
 * another agent. Heavy calls carry an `x-report-ticket` header (32 hex
 * characters, new for each call), which servers that queue heavy work read.
 *
 *   npm run bench:responsiveness                                  # both databases, 20 000 contracts
 *   npm run bench:responsiveness -- --db postgres --contracts 2000
 *   npm run bench:responsiveness -- --keep --pglite-dir /data/bench   # keep what was seeded
 *   npm run bench:responsiveness -- --reuse-postgres postgres://…/bench_responsiveness_ab12cd --reuse-pglite /data/bench/responsiveness-pglite-xyz
 *
 * Seeding 20 000 contracts takes minutes (PostgreSQL) to tens of minutes
 * (PGlite): with --keep the scratch PostgreSQL database and the PGlite data
 * folder stay, and the lines to reuse them are printed. A reused target is not
 * seeded: its office is the one whose account holder (`…-holder`, as the
 * generator names it) has the most contracts of the year. --db picks
 * `postgres`, `pglite` or `both` (default). The scratch database is made on
 * BENCH_ADMIN_URL (else TEST_DATABASE_URL, else the local cluster).
 * No test depends on these figures.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { BENCH_YEAR, createScratchDatabase, flag, machine, seedBenchOffice, startBenchServer, type BenchServer, type Target } from '../support/bench-server.js';

const DATABASES = (flag('db') ?? 'both') === 'both' ? (['postgres', 'pglite'] as const) : ([flag('db')] as ['postgres' | 'pglite']);
const CONTRACTS = Number(flag('contracts') ?? 20_000);
/** The generator's seed: the same office for the same size (on the same day). */
const SEED = Number(flag('seed') ?? CONTRACTS);
const CONCURRENT = Number(flag('concurrent') ?? 1);
const BASELINE_MS = Number(flag('baseline-seconds') ?? 5) * 1000;
const PROBE_EVERY_MS = 20;
const KEEP = process.argv.includes('--keep');
const REUSE_POSTGRES = flag('reuse-postgres');
const REUSE_PGLITE = flag('reuse-pglite');
/** Where a new PGlite data folder is made (a temporary folder by default). */
const PGLITE_PARENT = flag('pglite-dir');

const HEAVY_CALLS = [
  { name: 'Detailed breakdown', url: `reports/contracts/contracts-report/${BENCH_YEAR}` },
  { name: 'Detailed breakdown (Excel)', url: `reports/contracts/contracts-excel-report/${BENCH_YEAR}` },
] as const;

for (const database of DATABASES) {
  if (database !== 'postgres' && database !== 'pglite') throw new Error(`--db is postgres, pglite or both, not ${String(database)}`);
}

interface Answer {
  status: number;
  bytes: number;
  ms: number;
}

/** A GET timed from its send to the last byte of its answer, on `agent`'s connections. */
function timedGet(agent: http.Agent, baseUrl: string, pathAndQuery: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(new URL(`/api/${pathAndQuery}`, baseUrl), { agent, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, ms: performance.now() - started }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Nearest-rank percentile. */
function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

interface ProbeFigures {
  count: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
}

function figures(samples: readonly Answer[]): ProbeFigures {
  const ms = samples.map((sample) => sample.ms);
  return {
    count: samples.length,
    failed: samples.filter((sample) => sample.status !== 200).length,
    p50: percentile(ms, 0.5),
    p99: percentile(ms, 0.99),
    max: ms.length === 0 ? NaN : Math.max(...ms),
  };
}

/**
 * The second client: the profile and a contract's details, alternately, one
 * request at a time, a new one every 20 ms (at once when an answer took longer),
 * until `stop` says so.
 */
async function probe(baseUrl: string, token: string, office: BenchOffice, stop: () => boolean): Promise<Answer[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const headers = { authorization: `Bearer ${token}` };
  const routes = [`user-accounts/${office.userId}`, `contracts/details/${office.contractId}`];
  const samples: Answer[] = [];
  try {
    for (let i = 0; !stop(); i++) {
      const answer = await timedGet(agent, baseUrl, routes[i % routes.length]!, headers);
      samples.push(answer);
      const wait = PROBE_EVERY_MS - answer.ms;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  } finally {
    agent.destroy();
  }
  return samples;
}

interface BenchOffice {
  username: string;
  userId: number;
  accountId: number;
  contractId: number;
  contracts: number;
}

/** The office of a reused target: the account holder whose office has the most contracts of the year, and its first contract. */
async function findBenchOffice(target: Target): Promise<BenchOffice> {
  const handle = await openDatabase(target.kind === 'postgres' ? target : { kind: 'pglite', dataDir: path.join(target.dataDir, 'pglite') });
  try {
    const result = (await handle.db.execute(sql`
      SELECT u.username, u.id AS user_id, u.account_id, min(c.id) AS contract_id, count(DISTINCT c.id) AS contracts
      FROM users u
      JOIN contracts c ON c.account_id = u.account_id
      JOIN contract_projects cp ON cp.account_id = c.account_id AND cp.contract_id = c.id
      JOIN projects p ON p.account_id = cp.account_id AND p.id = cp.project_id AND p.implementation_year = ${BENCH_YEAR}
      WHERE u.username LIKE '%-holder'
      GROUP BY u.username, u.id, u.account_id
      ORDER BY count(DISTINCT c.id) DESC
      LIMIT 1`)) as unknown as { rows: Record<string, unknown>[] };
    const row = result.rows[0];
    if (!row) throw new Error(`no generated office with contracts of ${BENCH_YEAR} in the reused database`);
    return {
      username: String(row.username),
      userId: Number(row.user_id),
      accountId: Number(row.account_id),
      contractId: Number(row.contract_id),
      contracts: Number(row.contracts),
    };
  } finally {
    await handle.close();
  }
}

/** The user id of an access token (its `user_id` claim). */
function userIdOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { user_id: number };
  return payload.user_id;
}

interface Row {
  database: string;
  call: string;
  concurrent: number;
  heavyMs: number;
  statuses: string;
  bytes: number;
  during: ProbeFigures;
  baseline: ProbeFigures;
  rssPeak: number;
  hwm: number;
  load: number;
}

const fmt = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '–');
const loadNow = () => loadavg().map((value) => value.toFixed(2)).join(' / ');

async function measure(database: 'postgres' | 'pglite', server: BenchServer, office: BenchOffice, rows: Row[]): Promise<void> {
  const label = database === 'postgres' ? 'PostgreSQL' : 'PGlite';
  let token = await server.signIn(office.username);
  // The profile route needs the user's id; a reused office's comes from the database, a new one's from the token.
  office.userId = userIdOf(token);
  // Warm-up of the small routes (the first answers load code and fill caches).
  await probe(server.baseUrl, token, office, (() => {
    const until = performance.now() + 1_000;
    return () => performance.now() > until;
  })());
  const baselineUntil = performance.now() + BASELINE_MS;
  const baseline = figures(await probe(server.baseUrl, token, office, () => performance.now() > baselineUntil));
  console.log(
    `  ${label} baseline: ${baseline.count} probes, p50 ${baseline.p50.toFixed(1)} ms, p99 ${baseline.p99.toFixed(1)} ms, max ${baseline.max.toFixed(1)} ms` +
      (baseline.failed ? `, ${baseline.failed} not 200` : ''),
  );
  for (const call of HEAVY_CALLS) {
    // An access token lasts 15 minutes; a heavy call on a large year may take several.
    token = await server.signIn(office.username);
    const heavyAgent = new http.Agent({ keepAlive: false });
    let done = false;
    let rssPeak = server.memory().rss;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, server.memory().rss);
    }, 100);
    const started = performance.now();
    const heavy = Promise.all(
      Array.from({ length: CONCURRENT }, () =>
        timedGet(heavyAgent, server.baseUrl, call.url, { authorization: `Bearer ${token}`, 'x-report-ticket': randomBytes(16).toString('hex') }).catch(
          (error: Error) => ({ status: 0, bytes: 0, ms: performance.now() - started, error: error.message }),
        ),
      ),
    ).finally(() => {
      done = true;
    });
    const [answers, samples] = await Promise.all([heavy, probe(server.baseUrl, token, office, () => done)]);
    const heavyMs = performance.now() - started;
    clearInterval(sampler);
    heavyAgent.destroy();
    const memory = server.memory();
    const during = figures(samples);
    const statuses = [...new Set(answers.map((answer) => String(answer.status)))].join(',');
    const row: Row = {
      database: label,
      call: call.name,
      concurrent: CONCURRENT,
      heavyMs,
      statuses,
      bytes: answers[0]!.bytes,
      during,
      baseline,
      rssPeak: Math.max(rssPeak, memory.rss),
      hwm: memory.peak,
      load: loadavg()[0]!,
    };
    rows.push(row);
    console.log(
      `  ${label} ${call.name} ×${CONCURRENT}: ${heavyMs.toFixed(0)} ms (status ${statuses}, ${(row.bytes / 1024).toFixed(0)} KiB); ` +
        `probe during it: ${during.count} probes, p50 ${during.p50.toFixed(1)} ms, p99 ${during.p99.toFixed(1)} ms, max ${during.max.toFixed(1)} ms` +
        (during.failed ? `, ${during.failed} not 200` : '') +
        `; server RSS peak ${row.rssPeak.toFixed(0)} MiB (high-water ${memory.peak.toFixed(0)}); load ${loadNow()}`,
    );
    // What a timed-out or cancelled call left running ends before the next one starts.
    await server.settle();
  }
}

/** Seeds (or finds, when reused) the office on `database`, runs the measures, and keeps or drops what it made. */
async function runOn(database: 'postgres' | 'pglite', rows: Row[]): Promise<void> {
  let target: Target;
  let office: BenchOffice;
  let cleanUp = async () => {};
  const reuse = database === 'postgres' ? REUSE_POSTGRES : REUSE_PGLITE;
  if (reuse !== undefined) {
    target = database === 'postgres' ? { kind: 'postgres', url: reuse } : { kind: 'pglite', dataDir: reuse };
    office = await findBenchOffice(target);
    console.log(`\n${database}: reusing ${reuse}: office of ${office.username}, ${office.contracts} contracts of ${BENCH_YEAR}`);
  } else {
    if (database === 'postgres') {
      const scratch = await createScratchDatabase('responsiveness');
      target = { kind: 'postgres', url: scratch.url };
      cleanUp = KEEP ? async () => console.log(`  kept: --reuse-postgres ${scratch.url}   (drop it with: DROP DATABASE "${scratch.name}" WITH (FORCE))`) : () => scratch.drop();
    } else {
      if (PGLITE_PARENT) mkdirSync(PGLITE_PARENT, { recursive: true });
      const dataDir = mkdtempSync(path.join(PGLITE_PARENT ?? tmpdir(), 'responsiveness-pglite-'));
      target = { kind: 'pglite', dataDir };
      cleanUp = KEEP ? async () => console.log(`  kept: --reuse-pglite ${dataDir}   (remove the folder when done)`) : async () => rmSync(dataDir, { recursive: true, force: true });
    }
    console.log(`\n${database}: seeding ${CONTRACTS} contracts of ${BENCH_YEAR} (seed ${SEED})…`);
    try {
      const { office: generated, seconds } = await seedBenchOffice(target, CONTRACTS, SEED);
      const c = generated.counts;
      console.log(`  ${c.contracts} contracts, ${c.schedule + c.accomplishments + c.suspensions + c.resumptions + c.billings} record rows, generated in ${seconds.toFixed(0)} s`);
      office = { username: generated.usernames[0]!.username, userId: 0, accountId: generated.accountId, contractId: generated.contractIds[0]!, contracts: c.contracts };
    } catch (error) {
      await cleanUp();
      throw error;
    }
  }
  try {
    const server = await startBenchServer(target);
    try {
      console.log(`  server started (pid ${server.pid}), RSS ${server.memory().rss.toFixed(0)} MiB; office ${office.username}`);
      await measure(database, server, office, rows);
    } finally {
      await server.stop();
    }
  } finally {
    await cleanUp();
  }
}

async function main(): Promise<void> {
  console.log(`Responsiveness benchmark, ${new Date().toISOString()}, ${machine()}`);
  console.log(`Load average (1/5/15 min) at the start: ${loadNow()}`);
  console.log(`${CONTRACTS} contracts of ${BENCH_YEAR} unless reused; probe every ${PROBE_EVERY_MS} ms; baseline ${BASELINE_MS / 1000} s; ${CONCURRENT} heavy call(s) at once.`);
  const rows: Row[] = [];
  try {
    for (const database of DATABASES) await runOn(database, rows);
  } finally {
    console.log(`\nLoad average (1/5/15 min) at the end: ${loadNow()}, ${new Date().toISOString()}\n`);
    const lines = [
      '| database | heavy call | at once | heavy (ms) | status | probe p50 during (ms) | probe p99 during (ms) | probe max during (ms) | probes during | baseline p50 (ms) | baseline p99 (ms) | server RSS peak (MiB) | load (1 min) after |',
      '|---|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        (row) =>
          `| ${row.database} | ${row.call} | ${row.concurrent} | ${fmt(row.heavyMs)} | ${row.statuses} | ${fmt(row.during.p50)} | ${fmt(row.during.p99)} | ${fmt(row.during.max)} | ${row.during.count}${row.during.failed ? ` (${row.during.failed} not 200)` : ''} | ${row.baseline.p50.toFixed(1)} | ${row.baseline.p99.toFixed(1)} | ${fmt(row.rssPeak)} | ${row.load.toFixed(2)} |`,
      ),
    ];
    console.log(lines.join('\n'));
  }
}

await main();
