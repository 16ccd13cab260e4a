import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './processes.js';

/**
 * A throwaway PostgreSQL 15 cluster for the server-process tests: initdb and
 * pg_ctl on a free port and a temporary folder, so a test may stop it, start
 * servers on it or create and drop databases without touching the shared
 * PostgreSQL on 5432. As root (CI) the cluster belongs to `postgres`.
 */

export const PG_BIN = '/usr/lib/postgresql/15/bin';
export const hasPostgres15 = existsSync(path.join(PG_BIN, 'initdb'));

/** PostgreSQL refuses to run as root; CI runs as root, so the cluster then belongs to `postgres`. */
const asRoot = process.getuid?.() === 0;

function pgCommand(command: string, args: string[]) {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(PG_BIN, command), ...args]] : [path.join(PG_BIN, command), args];
  const result = spawnSync(file, argv, { encoding: 'utf8', timeout: 30_000 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout || result.error}`);
}

export interface Cluster {
  /** The folder holding the cluster's data and log; a test may keep its own files here (DATA_DIR of a server). */
  root: string;
  port: number;
  start(): void;
  stop(mode: 'immediate' | 'fast'): void;
  /** The cluster's default database `postgres`. */
  url: string;
  /** The URL of another database of this cluster. */
  urlOf(database: string): string;
  /** One statement on the `postgres` database (CREATE DATABASE, a check). */
  query<Row extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[], database?: string): Promise<Row[]>;
  /** Stops the cluster (if it runs) and removes its folder. */
  remove(): void;
}

/**
 * A new cluster, started: `-c fsync=off`, since only PostgreSQL is ever killed,
 * not the machine, so written WAL survives in the page cache.
 */
export async function startThrowawayCluster(name: string, options: { maxConnections?: number } = {}): Promise<Cluster> {
  // As root the cluster runs as `postgres`, which must reach the folder: /tmp, not a private TMPDIR.
  const root = mkdtempSync(path.join(asRoot ? '/tmp' : tmpdir(), `subaybay-${name}-`));
  chmodSync(root, 0o755);
  const port = await freePort();
  const dataDir = path.join(root, 'pgdata');
  mkdirSync(dataDir);
  if (asRoot) spawnSync('chown', ['-R', 'postgres:', root]);
  pgCommand('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const serverOptions = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=${options.maxConnections ?? 30}`;
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const cluster: Cluster = {
    root,
    port,
    url: urlOf('postgres'),
    urlOf,
    start: () => pgCommand('pg_ctl', ['start', '-w', '-t', '20', '-D', dataDir, '-l', path.join(root, 'postgres.log'), '-o', serverOptions]),
    stop: (mode) => pgCommand('pg_ctl', ['stop', '-w', '-t', '20', '-m', mode, '-D', dataDir]),
    async query<Row extends pg.QueryResultRow>(text: string, values: unknown[] = [], database = 'postgres') {
      const client = new pg.Client({ connectionString: urlOf(database) });
      await client.connect();
      try {
        return (await client.query<Row>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    remove() {
      try {
        cluster.stop('immediate');
      } catch {
        // Not running (a failed start, or the test stopped it).
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
  try {
    cluster.start();
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return cluster;
}
