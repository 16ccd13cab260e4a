import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startServerProcess, type ServerProcess } from '../../server/test/helpers/processes';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export type RunningServer = Pick<ServerProcess, 'baseUrl' | 'output' | 'stop'>;

const SERVER_START_TIMEOUT_MS = 150_000;

/**
 * What a run's servers start from, migrated and seeded once (global-setup.ts):
 * a data folder of the embedded database, or, when TEST_DATABASE_URL names a
 * PostgreSQL server (CI), a database each file's server gets a copy of
 * (`CREATE DATABASE … TEMPLATE`, under a second, where opening a copied
 * PGlite folder costs the server a second and a half of CPU at every start).
 */
export type DatabaseTemplate = { kind: 'data-folder'; dataDir: string } | { kind: 'postgres'; url: string; maintenanceUrl: string };

/**
 * Runs `sql` on the PostgreSQL server of `url`, connected to `url`'s database.
 * CREATE and DROP DATABASE must connect elsewhere than the databases they
 * name: a session on the template makes every other file's
 * `CREATE DATABASE … TEMPLATE` fail ("source database is being accessed by other users").
 */
async function onPostgresServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** `url` with another database name. */
function withDatabase(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}

function databaseOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/**
 * Starts the server (its bundle, as `npm start` runs it) on a database of
 * its own, removed on stop, and waits for /api/health; `env` adds configuration.
 * With a `template` the server starts on a copy of it and only opens it;
 * without, it migrates and seeds an empty data folder.
 */
export async function startServer(env: Record<string, string> = {}, template?: DatabaseTemplate): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'subaybay-e2e-data-'));
  const cleanUp: (() => Promise<void>)[] = [async () => rmSync(dataDir, { recursive: true, force: true })];
  const removeAll = async () => {
    for (const step of cleanUp.reverse()) await step();
  };
  try {
    const databaseEnv: Record<string, string> = {};
    if (template?.kind === 'data-folder') cpSync(template.dataDir, dataDir, { recursive: true });
    if (template?.kind === 'postgres') {
      const copy = `${databaseOf(template.url)}_${process.pid}_${Date.now() % 1_000_000}`;
      await onPostgresServer(template.maintenanceUrl, `CREATE DATABASE "${copy}" TEMPLATE "${databaseOf(template.url)}"`);
      cleanUp.push(() => onPostgresServer(template.maintenanceUrl, `DROP DATABASE IF EXISTS "${copy}" WITH (FORCE)`));
      databaseEnv.DATABASE_URL = withDatabase(template.url, copy);
    }
    const server = await startServerProcess({ DATA_DIR: dataDir, ...databaseEnv, ...env }, { timeoutMs: SERVER_START_TIMEOUT_MS });
    return {
      baseUrl: server.baseUrl,
      output: server.output,
      stop: async () => {
        await server.stop();
        await removeAll();
      },
    };
  } catch (error) {
    await removeAll();
    throw error;
  }
}

/**
 * Makes the run's template: the schema migrated and the demo office seeded,
 * by one server started on it and stopped cleanly. On PostgreSQL, a database
 * next to `testDatabaseUrl`'s; otherwise an embedded data folder, whose JWT
 * secret is removed so each copy makes its own. Returns it and its removal.
 */
export async function prepareDatabaseTemplate(testDatabaseUrl: string | undefined): Promise<{ template: DatabaseTemplate; remove: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'subaybay-e2e-template-'));
  const removeDataDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (testDatabaseUrl) {
    const url = withDatabase(testDatabaseUrl, `${databaseOf(testDatabaseUrl)}_e2e_template`);
    const remove = async () => {
      await onPostgresServer(testDatabaseUrl, `DROP DATABASE IF EXISTS "${databaseOf(url)}" WITH (FORCE)`);
      await removeDataDir();
    };
    try {
      await remove();
      await onPostgresServer(testDatabaseUrl, `CREATE DATABASE "${databaseOf(url)}"`);
      const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: url }, { timeoutMs: SERVER_START_TIMEOUT_MS });
      // Its pool closed: a database with a session open cannot be a template.
      await server.stop();
      return { template: { kind: 'postgres', url, maintenanceUrl: testDatabaseUrl }, remove };
    } catch (error) {
      await remove();
      throw error;
    }
  }
  try {
    const server = await startServerProcess({ DATA_DIR: dataDir }, { timeoutMs: SERVER_START_TIMEOUT_MS });
    try {
      await shutDownCleanly(dataDir, server.output);
    } finally {
      await server.stop();
    }
    rmSync(path.join(dataDir, 'jwt-secret'), { force: true });
    return { template: { kind: 'data-folder', dataDir }, remove: removeDataDir };
  } catch (error) {
    await removeDataDir();
    throw error;
  }
}

/**
 * Sends SIGTERM to the server itself (its pid is in the data folder's lock)
 * and waits until its shutdown has closed the database and removed the lock,
 * so that the folder is whole when it is copied.
 */
async function shutDownCleanly(dataDir: string, output: () => string): Promise<void> {
  const lockFile = path.join(dataDir, 'pglite.lock');
  const owner: unknown = JSON.parse(readFileSync(lockFile, 'utf8'));
  const pid = typeof owner === 'object' && owner !== null && 'pid' in owner ? owner.pid : undefined;
  if (typeof pid !== 'number') throw new Error(`No server pid in ${lockFile}`);
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 30_000;
  while (existsSync(lockFile)) {
    if (Date.now() > deadline) throw new Error(`The server did not close its database within 30 s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
