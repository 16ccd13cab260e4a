/**
 * The server under load: autocannon, run as a process of its own, against the
 * real server process on loopback, for a bounded time per call and connection
 * count — Contract Details, the contracts of a year, the dashboard summary,
 * the detailed breakdown, and the health route of the same server as the bare
 * route — printing requests/s, p50, p99 and errors. Beside them, pgbench runs
 * the SQL those calls issue (bench/load/sql/: the same SELECTs, written out;
 * the three year calls read the same rows) at the same client count, printed as
 * endpoint ÷ pgbench. Then the same calls on the embedded database (PGlite),
 * printed as PGlite ÷ PostgreSQL.
 *
 *   npm run bench:load                              # 200 contracts, 10 and 100 connections, 10 s each
 *   npm run bench:load -- --contracts 2000 --duration 10 --connections 10,100 [--skip-pglite]
 *
 * PostgreSQL: a scratch database on BENCH_ADMIN_URL (else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test), dropped at the end. pgbench is
 * `pgbench` on PATH, else /usr/lib/postgresql/15/bin/pgbench. pgbench's clients
 * are capped by the cluster's free connections (printed when they are).
 * No test depends on these figures.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  BENCH_YEAR,
  createScratchDatabase,
  flag,
  machine,
  REPO_ROOT,
  seedBenchOffice,
  startBenchServer,
  type BenchServer,
  type Target,
} from '../support/bench-server.js';

const CONTRACTS = Number(flag('contracts') ?? 200);
const DURATION = Number(flag('duration') ?? 10);
const CONNECTIONS = (flag('connections') ?? '10,100').split(',').map(Number);
const SKIP_PGLITE = process.argv.includes('--skip-pglite');
const AUTOCANNON = path.join(REPO_ROOT, 'node_modules/autocannon/autocannon.js');
const SQL_DIR = path.join(REPO_ROOT, 'bench/load/sql');

interface Call {
  name: string;
  url: (ids: { contractId: number }) => string;
  /** The pgbench script of the same SQL. */
  sql: 'health' | 'details' | 'year';
}

const CALLS: Call[] = [
  { name: 'Health (bare route)', url: () => 'health', sql: 'health' },
  { name: 'Contract details', url: ({ contractId }) => `contracts/details/${contractId}`, sql: 'details' },
  { name: 'Contracts of the year', url: () => `contracts/year/${BENCH_YEAR}`, sql: 'year' },
  { name: 'Dashboard summary', url: () => `reports/summaries/contracts-accomplishment-by-year/${BENCH_YEAR}`, sql: 'year' },
  { name: 'Detailed breakdown', url: () => `reports/contracts/contracts-report/${BENCH_YEAR}`, sql: 'year' },
];

interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Answers received within the run; requests still in flight at its end are not counted. */
  completed: number;
}

function run(command: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** autocannon in a process of its own, so its work does not share the benchmark's event loop. */
async function autocannon(url: string, token: string, connections: number): Promise<LoadResult> {
  const { code, stdout, stderr } = await run(process.execPath, [
    AUTOCANNON,
    '--json',
    '--connections', String(connections),
    '--duration', String(DURATION),
    '--timeout', '30',
    '--headers', `authorization=Bearer ${token}`,
    url,
  ]);
  if (code !== 0) throw new Error(`autocannon failed (${code}): ${stderr}`);
  const result = JSON.parse(stdout) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  };
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    completed: result['2xx'] + result.non2xx,
  };
}

function pgbenchPath(): string {
  return existsSync('/usr/bin/pgbench') ? 'pgbench' : '/usr/lib/postgresql/15/bin/pgbench';
}

async function pgbench(url: string, script: string, clients: number, variables: Record<string, number>): Promise<{ tps: number; latency: number }> {
  const defines = Object.entries(variables).flatMap(([name, value]) => ['-D', `${name}=${value}`]);
  const { code, stdout, stderr } = await run(pgbenchPath(), ['-n', '-c', String(clients), '-j', '2', '-T', String(DURATION), ...defines, '-f', path.join(SQL_DIR, `${script}.sql`), url]);
  if (code !== 0) throw new Error(`pgbench failed (${code}): ${stderr}`);
  const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? NaN);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1] ?? NaN);
  return { tps, latency };
}

/** Clients pgbench may open: the cluster's free connections, less some for the server's pool and others. */
async function freeConnections(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const max = Number((await client.query('SHOW max_connections')).rows[0].max_connections);
    const used = Number((await client.query('SELECT count(*) AS n FROM pg_stat_activity')).rows[0].n);
    return max - used - 15;
  } finally {
    await client.end();
  }
}

async function userIdOf(url: string, username: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query('SELECT id FROM users WHERE username = $1', [username])).rows[0].id);
  } finally {
    await client.end();
  }
}

type Results = Map<string, LoadResult>;
const key = (call: Call, connections: number) => `${call.name}@${connections}`;

async function loadServer(label: string, server: BenchServer, username: string, contractId: number): Promise<Results> {
  const results: Results = new Map();
  for (const connections of CONNECTIONS) {
    for (const call of CALLS) {
      // Requests still in flight when a run ends go on in the server: not into the next run's figures.
      await server.settle();
      // A fresh token for each run: runs together outlast an access token.
      const token = await server.signIn(username);
      const result = await autocannon(`${server.baseUrl}/api/${call.url({ contractId })}`, token, connections);
      results.set(key(call, connections), result);
      console.log(
        `${label}, ${connections} connections, ${call.name}: ${result.requestsPerSecond.toFixed(1)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
          `${result.errors} errors (timeouts included), ${result.completed} answered in ${DURATION} s`,
      );
    }
  }
  return results;
}

async function withOffice<T>(target: Target, work: (server: BenchServer, username: string, contractId: number, accountId: number) => Promise<T>): Promise<T> {
  const { office, seconds } = await seedBenchOffice(target, CONTRACTS, CONTRACTS);
  console.log(`${target.kind}: ${CONTRACTS} contracts of ${BENCH_YEAR} generated in ${seconds.toFixed(1)} s`);
  const server = await startBenchServer(target);
  try {
    const contractId = office.contractIds[Math.floor(office.contractIds.length / 2)]!;
    console.log(`${target.kind}: server started, RSS ${server.memory().rss.toFixed(0)} MiB`);
    return await work(server, office.usernames[0]!.username, contractId, office.accountId);
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  console.log(`Load benchmark, ${new Date().toISOString()}, ${machine()}; ${CONTRACTS} contracts, ${DURATION} s per run.\n`);
  const database = await createScratchDatabase('load');
  let postgres: Results;
  const sqlRates = new Map<string, { tps: number; latency: number; clients: number }>();
  try {
    postgres = await withOffice({ kind: 'postgres', url: database.url }, async (server, username, contractId, accountId) => {
      const results = await loadServer('PostgreSQL', server, username, contractId);
      const user = await userIdOf(database.url, username);
      for (const connections of CONNECTIONS) {
        await server.settle();
        const clients = Math.min(connections, await freeConnections(database.url));
        if (clients < connections) console.log(`pgbench: ${clients} clients instead of ${connections} (the cluster's free connections)`);
        for (const script of ['health', 'details', 'year'] as const) {
          const rate = await pgbench(database.url, script, clients, { account: accountId, year: BENCH_YEAR, contract: contractId, user });
          sqlRates.set(`${script}@${connections}`, { ...rate, clients });
          console.log(`pgbench ${script}.sql, ${clients} clients: ${rate.tps.toFixed(1)} tps, latency ${rate.latency} ms`);
        }
      }
      return results;
    });
  } finally {
    await database.drop();
  }

  let pglite: Results | undefined;
  if (!SKIP_PGLITE) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'subaybay-bench-pglite-'));
    try {
      pglite = await withOffice({ kind: 'pglite', dataDir }, (server, username, contractId) => loadServer('PGlite', server, username, contractId));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const lines = [
    '| call | connections | req/s | p50 (ms) | p99 (ms) | errors | answered | pgbench tps (clients) | endpoint ÷ pgbench | PGlite req/s | PGlite ÷ PostgreSQL |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const connections of CONNECTIONS) {
    for (const call of CALLS) {
      const result = postgres.get(key(call, connections))!;
      const sqlRate = sqlRates.get(`${call.sql}@${connections}`)!;
      const embedded = pglite?.get(key(call, connections));
      lines.push(
        `| ${call.name} | ${connections} | ${result.requestsPerSecond.toFixed(1)} | ${result.p50} | ${result.p99} | ${result.errors} | ${result.completed} | ` +
          `${sqlRate.tps.toFixed(1)} (${sqlRate.clients}) | ${(result.requestsPerSecond / sqlRate.tps).toFixed(2)} | ` +
          `${embedded ? embedded.requestsPerSecond.toFixed(1) : '–'} | ${embedded ? (embedded.requestsPerSecond / result.requestsPerSecond).toFixed(2) : '–'} |`,
      );
    }
  }
  console.log(`\n${lines.join('\n')}`);
}

await main();
