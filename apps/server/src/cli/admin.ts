import { ConfigError, loadConfig } from '../config.js';
import { describeDatabaseError } from '../db/errors.js';
import { describeDatabase, openConfiguredDatabase } from '../db/open.js';
import { createPasswordHasher } from '../lib/passwords.js';
import { ADMIN_HELP, runAdmin } from './admin-commands.js';

/** Entry of `npm run admin -- <command>`: same config, database and migrations as the server. */
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
  let database;
  try {
    database = await openConfiguredDatabase(config);
  } catch (error) {
    console.error(`Cannot open the database (${describeDatabase(config)}): ${describeDatabaseError(error)}`);
    return 1;
  }
  try {
    return await runAdmin(argv, {
      db: database.db,
      passwords: createPasswordHasher(config.passwordHashing),
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } catch (error) {
    console.error(`Failed: ${describeDatabaseError(error)}`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
