/**
 * How the year reads grow with the size of the year, on PostgreSQL and the
 * real server process: for each size (contracts of one implementation year,
 * the seed generator's bench shape: 60 schedule nodes, 30 accomplishment
 * nodes, up to 20 billings per contract, a suspension every third), a new
 * office is written into a scratch database, the server is started afresh on
 * it, and the detailed breakdown, the dashboard summary and the contract list
 * of that year are timed over HTTP — median of --runs calls after a warm-up —
 * with ms per contract and the server's resident memory (now and its peak).
 *
 *   npm run bench:growth                          # 200 and 2 000 contracts
 *   npm run bench:growth -- --sizes 200,2000,20000 --runs 3
 *
 * The scratch database is created on BENCH_ADMIN_URL (else TEST_DATABASE_URL,
 * else postgres://postgres@127.0.0.1:5432/test) and dropped at the end.
 * No test depends on these figures.
 */
import { performance } from 'node:perf_hooks';
import { BENCH_YEAR, createScratchDatabase, flag, machine, median, seedBenchOffice, startBenchServer } from '../support/bench-server.js';

const SIZES = (flag('sizes') ?? '200,2000').split(',').map(Number);
const RUNS = Number(flag('runs') ?? 5);

const CALLS = [
  { name: 'Detailed breakdown', url: `reports/contracts/contracts-report/${BENCH_YEAR}` },
  { name: 'Dashboard summary', url: `reports/summaries/contracts-accomplishment-by-year/${BENCH_YEAR}` },
  { name: 'Contract list', url: `contracts/year/${BENCH_YEAR}` },
] as const;

async function main(): Promise<void> {
  console.log(`Growth benchmark, ${new Date().toISOString()}, ${machine()}; median of ${RUNS} calls after a warm-up.\n`);
  const database = await createScratchDatabase('growth');
  console.log(`Scratch database ${database.name} (dropped at the end).`);
  const lines = [
    '| contracts | record rows | call | median (ms) | per contract (ms) | server RSS after (MiB) | server peak RSS (MiB) |',
    '|---:|---:|---|---:|---:|---:|---:|',
  ];
  try {
    for (const size of SIZES) {
      const { office, seconds } = await seedBenchOffice({ kind: 'postgres', url: database.url }, size, size);
      const c = office.counts;
      const recordRows = c.schedule + c.accomplishments + c.suspensions + c.resumptions + c.billings;
      console.log(`\n${size} contracts: ${recordRows} record rows, generated in ${seconds.toFixed(1)} s`);
      const server = await startBenchServer({ kind: 'postgres', url: database.url });
      try {
        const token = await server.signIn(office.usernames[0]!.username);
        console.log(`  server started, RSS ${server.memory().rss.toFixed(0)} MiB`);
        for (const call of CALLS) {
          const probe = await server.get(call.url, token);
          if (probe.status !== 200) throw new Error(`${call.url} answered ${probe.status}`);
          const times: number[] = [];
          for (let run = 0; run < RUNS; run++) {
            const started = performance.now();
            const response = await server.get(call.url, token);
            times.push(performance.now() - started);
            if (response.status !== 200) throw new Error(`${call.url} answered ${response.status}`);
          }
          const took = median(times);
          const memory = server.memory();
          console.log(`  ${call.name}: ${took.toFixed(0)} ms, ${(took / size).toFixed(3)} ms per contract, ${(probe.bytes / 1024).toFixed(0)} KiB; RSS ${memory.rss.toFixed(0)} MiB (peak ${memory.peak.toFixed(0)})`);
          lines.push(`| ${size} | ${recordRows} | ${call.name} | ${took.toFixed(0)} | ${(took / size).toFixed(3)} | ${memory.rss.toFixed(0)} | ${memory.peak.toFixed(0)} |`);
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await database.drop();
  }
  console.log(`\n${lines.join('\n')}`);
}

await main();
