/**
 * Times the year reports on a large office: 2 000 contracts of one
 * implementation year (60 schedule and 30 accomplishment nodes each, a
 * suspension every third contract, 20 billings each: the seed generator's
 * bench shape, apps/server/src/db/seed/generator/).
 * Each endpoint is called through `fastify.inject` on the real app (buildApp)
 * and set against a bare SQL read of the same rows (the year's contracts,
 * their projects and every record row of theirs, no computing), printing the
 * endpoint's time, the bare read's time and their ratio. A report route not
 * there yet (404 for a route, not for data) is skipped with a note.
 *
 *   npm run bench:reports                       # in-memory PGlite
 *   BENCH_DATABASE_URL=postgres://… npm run bench:reports
 *     (an EMPTY scratch database: it is migrated and filled; DATABASE_URL or
 *      TEST_DATABASE_URL are read too, in that order)
 *   npm run bench:reports -- --runs 5 --contracts 500
 *   npm run bench:reports -- --only contracts-report,overall-scurve   (calls whose address contains one of these)
 *
 * Times are the median of --runs calls (default 3) after one warm-up call;
 * each call is timed right after a bare read of its own, and the ratio is the
 * median of those pairs' ratios (a machine busy with other work slows both).
 * The server runs in this process, so its memory is this process's: the
 * resident set (`process.memoryUsage().rss`) is sampled every 5 ms while a
 * call's runs go on, and printed as its peak and as what is left once they are
 * done, next to the resident set before the first call. Run with
 * NODE_OPTIONS=--expose-gc to collect what each run's bare read left before
 * its call, so a call's peak is its own.
 * No test depends on these figures.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { todayInManila } from '@subaybay/domain';
import { buildApp, type AppConfigForBuild } from '../../apps/server/src/app.js';
import { openDatabase, type Database } from '../../apps/server/src/db/client.js';
import { BENCH_SHAPE, GENERATED_PASSWORD, generateOffices } from '../../apps/server/src/db/seed/generator/index.js';
import { createPasswordHasher } from '../../apps/server/src/lib/passwords.js';

function flag(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

const RUNS = Number(flag('runs') ?? 3);
const CONTRACTS = Number(flag('contracts') ?? 2_000);
const YEAR = 2025;
/** The generator's seed: the same office on every run (on the same day). */
const SEED = Number(flag('seed') ?? 2025);
/** `--only contracts-report,overall-scurve`: only the calls whose address contains one of these. */
const ONLY = flag('only')?.split(',').filter((part) => part !== '');
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const config: AppConfigForBuild = {
  jwtSecret: randomBytes(48),
  logLevel: 'silent',
  prettyLogs: false,
  trustProxy: false,
  webDistDir: path.join(import.meta.dirname, 'no-web-build'),
  limits: { loginFailuresPerAccount: 1_000, loginFailuresPerAccountAllAddresses: 1_000, loginFailuresPerAddress: 1_000, loginWindowMs: 60_000, registrationsPerAddress: 1_000, registrationWindowMs: 60_000 },
  // A report of 2 000 contracts on PGlite may take longer than the production limits allow.
  timeouts: { statementMs: 600_000, requestMs: 600_000 },
  passwordHashing: { memoryCost: 1024, timeCost: 1 },
  bodyLimit: 1024 * 1024,
};

interface Case {
  name: string;
  url: string;
}

/** The calls of the issue: the three reports, and each one's Excel export. */
const CASES: Case[] = [
  { name: 'Contracts of the year (list)', url: `contracts/year/${YEAR}` },
  { name: 'Dashboard summary', url: `reports/summaries/contracts-accomplishment-by-year/${YEAR}` },
  { name: 'Contracts of the year (Excel)', url: `contracts/year/${YEAR}/excel` },
  { name: 'Detailed breakdown (contracts report)', url: `reports/contracts/contracts-report/${YEAR}` },
  { name: 'PPA report', url: `reports/contracts/ppa-report/${YEAR}` },
  { name: 'Projects accomplishment report', url: `reports/projects/projects-accomplishment-report/${YEAR}` },
  { name: 'Contracts report (Excel)', url: `reports/contracts/contracts-excel-report/${YEAR}` },
  { name: 'PPA report (Excel)', url: `reports/contracts/ppa-excel-report/${YEAR}` },
  { name: 'Projects accomplishment report (Excel)', url: `reports/projects/excel-projects-accomplishment-report/${YEAR}` },
  { name: 'Accomplishment summary by fund source', url: `reports/projects/accomplishment-summary-report/${YEAR}` },
  { name: 'Overall S-curve', url: `reports/summaries/overall-scurve/${YEAR}` },
];

/**
 * The same rows the reports read, bare: the year's contracts and their
 * projects, then every record row of those contracts, one SELECT per table.
 */
async function bareRead(db: Database, accountId: number): Promise<number> {
  const ofYear = sql`SELECT DISTINCT cp.contract_id FROM contract_projects cp JOIN projects p ON p.account_id = cp.account_id AND p.id = cp.project_id
    WHERE cp.account_id = ${accountId} AND p.implementation_year = ${YEAR}`;
  const statements = [
    sql`SELECT c.* FROM contracts c WHERE c.account_id = ${accountId} AND c.id IN (${ofYear})`,
    sql`SELECT cp.contract_id, p.* FROM contract_projects cp JOIN projects p ON p.account_id = cp.account_id AND p.id = cp.project_id
      WHERE cp.account_id = ${accountId} AND cp.contract_id IN (${ofYear})`,
    sql`SELECT * FROM physical_schedules WHERE account_id = ${accountId} AND contract_id IN (${ofYear})`,
    sql`SELECT * FROM physical_accomplishments WHERE account_id = ${accountId} AND contract_id IN (${ofYear})`,
    sql`SELECT s.*, r.date_effective AS resumed FROM suspension_orders s LEFT JOIN resume_orders r ON r.account_id = s.account_id AND r.suspension_order_id = s.id
      WHERE s.account_id = ${accountId} AND s.contract_id IN (${ofYear})`,
    sql`SELECT * FROM approved_time_extensions WHERE account_id = ${accountId} AND contract_id IN (${ofYear})`,
    sql`SELECT * FROM variation_orders WHERE account_id = ${accountId} AND contract_id IN (${ofYear})`,
    sql`SELECT * FROM financial_accomplishments WHERE account_id = ${accountId} AND contract_id IN (${ofYear})`,
  ];
  let rows = 0;
  for (const statement of statements) {
    const result = (await db.execute(statement)) as unknown as { rows: unknown[] };
    rows += result.rows.length;
  }
  return rows;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function time(work: () => Promise<unknown>): Promise<number> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return median(times);
}

const MiB = 1024 * 1024;

/** `work` with the peak resident set seen while it ran (sampled every 5 ms) and the resident set after it. */
async function withMemory<T>(work: () => Promise<T>): Promise<{ result: T; peakMiB: number; afterMiB: number }> {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  try {
    const result = await work();
    const after = process.memoryUsage().rss;
    return { result, peakMiB: Math.max(peak, after) / MiB, afterMiB: after / MiB };
  } finally {
    clearInterval(sampler);
  }
}

async function main(): Promise<void> {
  const target = DATABASE_URL ? ({ kind: 'postgres', url: DATABASE_URL } as const) : ({ kind: 'pglite', dataDir: undefined } as const);
  const label = DATABASE_URL ? `PostgreSQL (${new URL(DATABASE_URL).host}${new URL(DATABASE_URL).pathname})` : 'PGlite (in memory)';
  const handle = await openDatabase(target);
  await handle.migrate();
  const app = await buildApp({ db: handle.db, config });
  try {
    const generating = performance.now();
    const [office] = await generateOffices(handle.db, {
      offices: 1,
      contracts: CONTRACTS,
      seed: SEED,
      asOf: todayInManila(),
      years: [YEAR],
      fixed: BENCH_SHAPE,
      passwordHash: await createPasswordHasher(config.passwordHashing).hash(GENERATED_PASSWORD),
      // A label of this run's own: usernames are unique across offices, and the database may hold an earlier run.
      label: `bench${randomBytes(4).toString('hex')}`,
    });
    const generated = performance.now() - generating;
    const accountId = office!.accountId;
    const holder = office!.usernames[0]!.username;
    // A fresh sign-in for each call: on a busy machine a call's runs can outlast an access token (15 minutes).
    const signIn = async (): Promise<string> => {
      const tokens = await app.inject({ method: 'POST', url: '/api/token/', payload: { username: holder, password: GENERATED_PASSWORD } });
      if (tokens.statusCode !== 200) throw new Error(`sign-in failed: ${tokens.statusCode} ${tokens.body}`);
      return (tokens.json() as { access: string }).access;
    };
    const { schedule, accomplishments, suspensions, billings } = office!.counts;
    const rows = { schedule, accomplishments, suspensions, billings };
    const recordRows = Object.values(rows).reduce((sum, n) => sum + n, 0);
    console.log(`${label}: ${CONTRACTS} contracts of ${YEAR}, ${recordRows} record rows (${JSON.stringify(rows)}), generated in ${(generated / 1000).toFixed(1)} s`);
    console.log(`Median of ${RUNS} runs after a warm-up; each run a bare read, then the call.\n`);

    let bareRows = 0;
    const bare = await time(async () => {
      bareRows = await bareRead(handle.db, accountId);
    });
    console.log(`Bare SQL read of the same rows: ${bareRows} rows in ${bare.toFixed(0)} ms\n`);

    const startMiB = process.memoryUsage().rss / MiB;
    console.log(`Server memory (rss) before the calls: ${startMiB.toFixed(0)} MiB\n`);
    const lines = [
      '| Call | Time (ms) | Bare read (ms) | Ratio | Per contract (ms) | rss peak (MiB) | rss after (MiB) | Response |',
      '|---|---:|---:|---:|---:|---:|---:|---|',
    ];
    for (const entry of CASES.filter((each) => ONLY === undefined || ONLY.some((part) => each.url.includes(part)))) {
      const access = await signIn();
      const call = () => app.inject({ method: 'GET', url: `/api/${entry.url}`, headers: { authorization: `Bearer ${access}` } });
      const probe = await call();
      if (probe.statusCode === 404) {
        console.log(`skipped ${entry.url}: 404 (the route is not there yet)`);
        continue;
      }
      if (probe.statusCode !== 200) {
        console.log(`skipped ${entry.url}: ${probe.statusCode} ${probe.body.slice(0, 200)}`);
        continue;
      }
      if (entry.url.startsWith('reports/summaries/contracts-accomplishment-by-year/')) console.log(`  (the year as the dashboard shows it: ${JSON.stringify((probe.json() as { contracts: unknown }).contracts)})`);
      // Each run is a bare read then the call, so a machine shared with other work slows both alike;
      // the ratio is the median of the runs' own ratios. Memory is sampled during the calls only.
      const calls: number[] = [];
      const bares: number[] = [];
      const ratios: number[] = [];
      let peakMiB = 0;
      let afterMiB = 0;
      for (let i = 0; i < RUNS; i++) {
        const bareStart = performance.now();
        await bareRead(handle.db, accountId);
        const bareTook = performance.now() - bareStart;
        // With NODE_OPTIONS=--expose-gc, what the bare read left is collected first, so the peak is the call's.
        (globalThis as { gc?: () => void }).gc?.();
        const measured = await withMemory(async () => {
          const start = performance.now();
          await call();
          return performance.now() - start;
        });
        calls.push(measured.result);
        bares.push(bareTook);
        ratios.push(measured.result / bareTook);
        peakMiB = Math.max(peakMiB, measured.peakMiB);
        afterMiB = measured.afterMiB;
      }
      const took = median(calls);
      const bareOfCase = median(bares);
      const ratio = median(ratios);
      const size = probe.rawPayload.length;
      const kind = String(probe.headers['content-type'] ?? '').includes('spreadsheet') ? '.xlsx' : 'JSON';
      const perContract = took / CONTRACTS;
      lines.push(
        `| ${entry.name} \`${entry.url}\` | ${took.toFixed(0)} | ${bareOfCase.toFixed(0)} | ${ratio.toFixed(2)} | ${perContract.toFixed(3)} | ${peakMiB.toFixed(0)} | ${afterMiB.toFixed(0)} | ${kind}, ${(size / 1024).toFixed(0)} KiB |`,
      );
      console.log(
        `${entry.url}: ${took.toFixed(0)} ms (×${ratio.toFixed(2)} the bare read of ${bareOfCase.toFixed(0)} ms, ${perContract.toFixed(3)} ms a contract), rss peak ${peakMiB.toFixed(0)} MiB, after ${afterMiB.toFixed(0)} MiB`,
      );
    }
    console.log(`\n${lines.join('\n')}`);
  } finally {
    await app.close();
    await handle.close();
  }
}

await main();
