import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import { buildApp } from './app.js';
import { openAdminChannel, type AdminChannel } from './cli/admin-channel.js';
import { runAdmin } from './cli/admin-commands.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { acquireDataDirLock, DataDirBusyError, notePostgresServer, type DataDirLock } from './db/data-dir-lock.js';
import { describeDatabaseError } from './db/errors.js';
import { describeDatabase, openConfiguredDatabase } from './db/open.js';
import { startDayPass, type DayPass } from './features/contracts/kept-figures/figures-day-pass.js';
import { DEMO_OFFICE_NAME, DEMO_PASSWORD, demoUsers, hasAnyAccount, hasDemoOffice, seedDemoOffice } from './db/seed/demo-office.js';
import { directoryFileStorage } from './lib/file-storage.js';
import { createPasswordHasher } from './lib/passwords.js';
import { handleUncaughtErrors } from './lib/process-errors.js';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** An operator command started while the server boots waits for it; one longer than this is someone else's problem. */
const WAIT_FOR_OPERATOR_COMMAND_MS = 15_000;

/** The embedded database has one owner (db/data-dir-lock.ts): a second server on the same DATA_DIR stops here. */
async function takeDataDir(config: AppConfig): Promise<DataDirLock> {
  try {
    return await acquireDataDirLock(config.dataDir, 'server', { waitForCommandMs: WAIT_FOR_OPERATOR_COMMAND_MS });
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) {
      console.error(`Cannot take the data directory ${config.dataDir}: ${(error as Error).message}`);
      process.exit(1);
    }
    const { pid, since, holder } = error.owner;
    console.error(
      holder === 'server'
        ? `Another Subaybay server (pid ${pid}, since ${since}) is running on the embedded database in ${config.dataDir}. ` +
            'PGlite allows one process per data directory: stop that server first, or give this one its own DATA_DIR (or a DATABASE_URL).'
        : `An operator command (pid ${pid}) has been using the embedded database in ${config.dataDir} since ${since}. ` +
            'Start the server again when it has finished.',
    );
    process.exit(1);
  }
}

/**
 * On the embedded database `npm run admin` cannot open the data directory
 * while the server runs, so the server takes its commands over a private
 * socket and runs them on its own database (cli/admin-channel.ts). Without
 * the channel the server still runs; the commands then refuse while it does.
 */
async function openOperatorChannel(
  config: AppConfig,
  ready: Promise<{ db: Database; log: FastifyBaseLogger }>,
): Promise<AdminChannel | undefined> {
  const passwords = createPasswordHasher(config.passwordHashing);
  try {
    return await openAdminChannel(config.dataDir, async (argv, out, err) => {
      const { db, log } = await ready;
      try {
        const exitCode = await runAdmin(argv, { db, passwords, out, err });
        // The command's name only: its arguments may hold a password.
        log.info({ command: argv[0], exitCode }, 'operator command');
        return exitCode;
      } catch (error) {
        log.error({ err: error, command: argv[0] }, 'operator command failed');
        err(`Failed: ${describeDatabaseError(error)}`);
        return 1;
      }
    });
  } catch (error) {
    console.error(
      `Operator commands cannot reach this server (${(error as Error).message}); ` +
        '`npm run admin` refuses to change the embedded database while the server runs.',
    );
    return undefined;
  }
}

/** So that `npm run admin` without this server's DATABASE_URL refuses instead of changing the unused embedded database. */
function leavePostgresNote(config: AppConfig): (() => void) | undefined {
  try {
    return notePostgresServer(config.dataDir, describeDatabase(config));
  } catch (error) {
    console.error(`Cannot write the server's note in ${config.dataDir}/run (${(error as Error).message}); operator commands run without DATABASE_URL will not notice this server.`);
    return undefined;
  }
}

async function main() {
  const config = readConfig();
  const dataDirLock = config.databaseUrl ? undefined : await takeDataDir(config);
  const removePostgresNote = config.databaseUrl ? leavePostgresNote(config) : undefined;
  let markReady!: (value: { db: Database; log: FastifyBaseLogger }) => void;
  const ready = new Promise<{ db: Database; log: FastifyBaseLogger }>((resolve) => (markReady = resolve));
  // Listening before the database opens: a command sent meanwhile waits instead of being refused.
  const operatorChannel = dataDirLock ? await openOperatorChannel(config, ready) : undefined;

  const database = await openConfiguredDatabase(config, dataDirLock).catch((error: unknown) => {
    console.error(`Cannot open the database (${describeDatabase(config)}): ${describeDatabaseError(error)}`);
    process.exit(1);
  });

  // Under the start-up lock, so that of servers started together on an empty database one seeds it.
  const seeded = await database.exclusively(async () => {
    if (await hasAnyAccount(database.db)) return false;
    await seedDemoOffice(database.db, createPasswordHasher(config.passwordHashing));
    return true;
  });

  // On PostgreSQL a year's report is produced in a worker thread with a heap of its own (decision 039).
  const productionWorkers = config.databaseUrl && config.reportsInWorkers ? { databaseUrl: config.databaseUrl } : undefined;
  const app = await buildApp({ db: database.db, config: { ...config, productionWorkers }, fileStorage: directoryFileStorage(path.join(config.dataDir, 'files')) });
  handleUncaughtErrors(app.log);
  markReady({ db: database.db, log: app.log });

  let closing = false;
  let dayPass: DayPass | undefined;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      // The operator command in progress finishes before the database closes.
      await operatorChannel?.close();
      // A pass in progress finishes its batch before the database closes.
      await dayPass?.stop();
      await app.close();
      await database.close();
      dataDirLock?.release();
      removePostgresNote?.();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error(`Cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
    await database.close();
    process.exit(1);
  }
  // Each contract's figures kept as of today: now, and after each Manila midnight (docs/decisions/035).
  if (!closing) dayPass = startDayPass({ db: database.db, now: app.now, log: app.log });

  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    '',
    `Subaybay is running at http://${shownHost}:${config.port}/  (API docs: /api/docs/)`,
    `Database: ${describeDatabase(config)}`,
  ];
  if (seeded || (await hasDemoOffice(database.db))) {
    const note = seeded ? 'Seeded the demo office' : 'Demo office';
    lines.push(`${note} "${DEMO_OFFICE_NAME}": sign in with password ${DEMO_PASSWORD}${seeded ? '' : ' (unless changed)'} as`);
    for (const user of demoUsers) lines.push(`  ${user.username.padEnd(16)} ${user.roleLabel}`);
  }
  console.log(lines.join('\n') + '\n');
}

await main();
