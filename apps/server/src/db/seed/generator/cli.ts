import { isIsoDate, todayInManila, type IsoDate } from '@subaybay/domain';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../../config.js';
import { createPasswordHasher } from '../../../lib/passwords.js';
import { acquireDataDirLock, DataDirBusyError, type DataDirLock } from '../../data-dir-lock.js';
import { describeDatabaseError } from '../../errors.js';
import { describeDatabase, openConfiguredDatabase } from '../../open.js';
import { BENCH_SHAPE } from './shapes.js';
import { GENERATED_PASSWORD, generateOffices, type GeneratedOffice } from './write-office.js';

/**
 * `npm run seed -- --offices N --contracts M --seed S [--as-of YYYY-MM-DD] [--years 2024,2025] [--bench-shape]`:
 * writes N generated offices of M contracts each into the database the server
 * uses (DATABASE_URL, else the embedded database in DATA_DIR, migrated first as
 * the server does). On the embedded database the server must be stopped: one
 * process owns the data folder (db/data-dir-lock.ts).
 *
 * The same seed and as-of date give the same offices; the as-of date defaults
 * to today in Manila and is printed, so a run can be repeated.
 */

const USAGE = `Usage: npm run seed -- [--offices N] [--contracts M] [--seed S] [--as-of YYYY-MM-DD] [--years Y1,Y2,…] [--bench-shape]
  --offices      offices to write (default 1)
  --contracts    contracts per office (default 200)
  --seed         the seed of the generator (default 1): the same seed and as-of date write the same rows
  --as-of        no record after this date (default: today in Manila)
  --years        implementation years of the projects (default: the as-of year and the three before)
  --bench-shape  the benchmarks' fixed office: 60 schedule nodes, 30 accomplishment nodes, 20 billings per contract,
                 a suspension every third contract, nothing else`;

function wholeNumber(name: string, text: string | undefined, fallback: number, min: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < min) throw new ConfigError(`--${name} must be a whole number of at least ${min}, not ${text}.`);
  return value;
}

function describeOffice(office: GeneratedOffice): string {
  const c = office.counts;
  return [
    `${office.officeName} (account ${office.accountId}): ${c.contracts} contracts, ${c.projects} projects, ` +
      `${c.schedule} schedule nodes, ${c.accomplishments} accomplishment nodes, ${c.suspensions} suspensions (${c.resumptions} resumed), ` +
      `${c.timeExtensions} time extensions, ${c.variationOrders} variation orders, ${c.billings} billings, ${c.features} physical features; ${office.seconds.toFixed(1)} s`,
    `  users: ${office.usernames.map((user) => user.username).join(', ')}`,
  ].join('\n');
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      offices: { type: 'string' },
      contracts: { type: 'string' },
      seed: { type: 'string' },
      'as-of': { type: 'string' },
      years: { type: 'string' },
      'bench-shape': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const offices = wholeNumber('offices', values.offices, 1, 1);
  const contracts = wholeNumber('contracts', values.contracts, 200, 0);
  const seed = wholeNumber('seed', values.seed, 1, 0);
  const asOf = (values['as-of'] ?? todayInManila()) as IsoDate;
  if (!isIsoDate(asOf)) throw new ConfigError(`--as-of must be a date (YYYY-MM-DD), not ${asOf}.`);
  const years = values.years?.split(',').map((year) => wholeNumber('years', year.trim(), 0, 1900));

  const config = loadConfig();
  let dataDirLock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    try {
      dataDirLock = await acquireDataDirLock(config.dataDir, 'admin command', { waitForCommandMs: 15_000 });
    } catch (error) {
      if (!(error instanceof DataDirBusyError)) throw error;
      console.error(`The embedded database in ${config.dataDir} is in use (${error.owner.holder}, pid ${error.owner.pid}). Stop the server, then seed.`);
      return 1;
    }
  }
  try {
    const database = await openConfiguredDatabase(config, dataDirLock);
    try {
      console.log(`Seeding ${describeDatabase(config)}: ${offices} office(s) of ${contracts} contracts, seed ${seed}, as of ${asOf}${values['bench-shape'] ? ', bench shape' : ''}`);
      const started = performance.now();
      const passwordHash = await createPasswordHasher(config.passwordHashing).hash(GENERATED_PASSWORD);
      const written = await generateOffices(database.db, {
        offices,
        contracts,
        seed,
        asOf,
        years,
        passwordHash,
        fixed: values['bench-shape'] ? BENCH_SHAPE : undefined,
        onOffice: (office) => console.log(describeOffice(office)),
      });
      const total = written.reduce((sum, office) => sum + office.counts.contracts, 0);
      console.log(`Wrote ${written.length} office(s), ${total} contracts in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
      console.log(`Every user's password: ${GENERATED_PASSWORD}`);
    } finally {
      await database.close();
    }
  } finally {
    dataDirLock?.release();
  }
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof ConfigError || (error instanceof Error && error.message.includes('already in this database')) ? error.message : `Seeding failed: ${describeDatabaseError(error)}`);
  process.exitCode = 1;
}
