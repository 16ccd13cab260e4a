import { buildApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { describeDatabaseError } from './db/errors.js';
import { describeDatabase, openConfiguredDatabase } from './db/open.js';
import { DEMO_OFFICE_NAME, DEMO_PASSWORD, demoUsers, hasAnyAccount, hasDemoOffice, seedDemoOffice } from './db/seed/demo-office.js';
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

async function main() {
  const config = readConfig();
  const database = await openConfiguredDatabase(config).catch((error: unknown) => {
    console.error(`Cannot open the database (${describeDatabase(config)}): ${describeDatabaseError(error)}`);
    process.exit(1);
  });

  let seeded = false;
  if (!(await hasAnyAccount(database.db))) {
    await seedDemoOffice(database.db, createPasswordHasher(config.passwordHashing));
    seeded = true;
  }

  const app = await buildApp({ db: database.db, config });
  handleUncaughtErrors(app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      await app.close();
      await database.close();
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
