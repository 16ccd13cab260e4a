import { ConfigError, loadConfig, type AppConfig } from '../config.js';
import { acquireDataDirLock, DataDirBusyError, dataDirOwner, livePostgresServers, lockFileOf, type DataDirLock } from '../db/data-dir-lock.js';
import { describeDatabaseError } from '../db/errors.js';
import { describeDatabase, openConfiguredDatabase } from '../db/open.js';
import { createPasswordHasher } from '../lib/passwords.js';
import { sendAdminCommand } from './admin-channel.js';
import { ADMIN_HELP, runAdmin } from './admin-commands.js';

/**
 * Entry of `npm run admin -- <command>`: same config, database and migrations
 * as the server. On PostgreSQL it opens its own connection, server running or
 * not. On the embedded database it either owns the data directory for the
 * command's duration, or — when a server owns it — sends the command to that
 * server, or refuses and says what to do (docs/decisions/016).
 */

/** Another command holding the embedded database finishes in a second or two; wait this long for it. */
const WAIT_FOR_OTHER_COMMAND_MS = 15_000;

type Printed = { stream: 'out' | 'err'; line: string };

/** Runs the command on a database this process opens; prints only once the database has closed, so a success line means saved. */
async function runHere(config: AppConfig, argv: string[], dataDirLock: DataDirLock | undefined): Promise<number> {
  let database;
  try {
    database = await openConfiguredDatabase(config, dataDirLock);
  } catch (error) {
    console.error(`Cannot open the database (${describeDatabase(config)}): ${describeDatabaseError(error)}`);
    return 1;
  }
  const printed: Printed[] = [];
  let exitCode: number;
  try {
    exitCode = await runAdmin(argv, {
      db: database.db,
      passwords: createPasswordHasher(config.passwordHashing),
      out: (line) => printed.push({ stream: 'out', line }),
      err: (line) => printed.push({ stream: 'err', line }),
    });
  } catch (error) {
    printed.push({ stream: 'err', line: `Failed: ${describeDatabaseError(error)}` });
    exitCode = 1;
  }
  try {
    await database.close();
  } catch (error) {
    console.error(`The database did not close cleanly, so the change may not be saved: ${describeDatabaseError(error)}`);
    return 1;
  }
  for (const { stream, line } of printed) (stream === 'out' ? console.log : console.error)(line);
  return exitCode;
}

function describeOwner(error: DataDirBusyError): string {
  const since = error.owner.since ? ` since ${error.owner.since}` : '';
  return `pid ${error.owner.pid}${since}`;
}

async function runOnEmbeddedDatabase(config: AppConfig, argv: string[]): Promise<number> {
  const [postgresServer] = livePostgresServers(config.dataDir);
  if (postgresServer) {
    console.error(
      `The server (pid ${postgresServer.pid}) using ${config.dataDir} runs on ${postgresServer.database}, but this command has no ` +
        `DATABASE_URL: it would change the embedded database in ${config.dataDir}, which that server does not use. ` +
        "Nothing was changed. Run the command with the server's DATABASE_URL.",
    );
    return 1;
  }
  // Twice at most: a server that stops between our two looks leaves the directory to us.
  for (let attempt = 1; ; attempt += 1) {
    let dataDirLock: DataDirLock;
    try {
      dataDirLock = await acquireDataDirLock(config.dataDir, 'admin command', { waitForCommandMs: WAIT_FOR_OTHER_COMMAND_MS });
    } catch (error) {
      if (!(error instanceof DataDirBusyError)) {
        console.error(`Cannot take the data directory ${config.dataDir}: ${(error as Error).message}`);
        return 1;
      }
      if (error.owner.holder === 'admin command') {
        console.error(
          `Another operator command (${describeOwner(error)}) is using the embedded database in ${config.dataDir}. ` +
            'Nothing was changed; run this command again when it has finished.',
        );
        return 1;
      }
      const sent = await sendAdminCommand(
        config.dataDir,
        argv,
        (line) => console.log(line),
        (line) => console.error(line),
      );
      if (sent.kind === 'done') return sent.exitCode;
      if (sent.kind === 'interrupted') {
        console.error(
          `The command was sent to the server (pid ${error.owner.pid}) but no answer came back (${sent.reason}), ` +
            'so it may or may not have taken effect. Check with `npm run admin -- list-accounts` or by signing in, and run it again if needed.',
        );
        return 1;
      }
      if (attempt < 2 && dataDirOwner(config.dataDir)?.pid !== error.owner.pid) continue;
      console.error(
        `The server (${describeOwner(error)}) is running on the embedded database in ${config.dataDir} and cannot take ` +
          `operator commands: ${sent.reason}. Nothing was changed. Stop the server, run the command again, then start the server. ` +
          `(If pid ${error.owner.pid} is not a Subaybay server, delete ${lockFileOf(config.dataDir)} and run the command again.)`,
      );
      return 1;
    }
    try {
      return await runHere(config, argv, dataDirLock);
    } finally {
      dataDirLock.release();
    }
  }
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || ['help', '--help', '-h'].includes(argv[0]!)) {
    console.log(ADMIN_HELP);
    return 0;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  return config.databaseUrl ? runHere(config, argv, undefined) : runOnEmbeddedDatabase(config, argv);
}

process.exitCode = await main();
