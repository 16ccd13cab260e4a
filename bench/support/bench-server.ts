/**
 * What the growth and load benchmarks share: a scratch PostgreSQL database
 * (created and dropped here), a generated office written into it (or into an
 * embedded PGlite data folder), and the real server as a child process
 * (`apps/server/dist/main.js`, bundled first, as the tests' process helpers
 * start it), so its memory is measured apart from the benchmark's.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { todayInManila } from '@subaybay/domain';
import pg from 'pg';
import { bundleServer } from '../../apps/server/scripts/bundle-server.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { BENCH_SHAPE, GENERATED_PASSWORD, generateOffices, type GeneratedOffice } from '../../apps/server/src/db/seed/generator/index.js';
import { createPasswordHasher } from '../../apps/server/src/lib/passwords.js';
import { startServerProcess, type ServerProcess } from '../../apps/server/test/helpers/processes.js';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const BENCH_YEAR = 2025;

export function flag(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The cluster where scratch databases are made: BENCH_ADMIN_URL, else TEST_DATABASE_URL, else the local one. */
export const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A new empty database on the admin URL's cluster, named `<BENCH_DB_PREFIX or bench>_<kind>_<random>`. */
export async function createScratchDatabase(kind: string): Promise<ScratchDatabase> {
  const name = `${process.env.BENCH_DB_PREFIX ?? 'bench'}_${kind}_${randomBytes(3).toString('hex')}`;
  const quoted = `"${name.replace(/"/g, '""')}"`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${quoted}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export type Target = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** Migrates the target and writes one bench-shape office of `contracts` contracts of BENCH_YEAR. */
export async function seedBenchOffice(target: Target, contracts: number, seed: number): Promise<{ office: GeneratedOffice; seconds: number }> {
  const handle = await openDatabase(target.kind === 'postgres' ? target : { kind: 'pglite', dataDir: path.join(target.dataDir, 'pglite') });
  try {
    await handle.migrate();
    const started = performance.now();
    const [office] = await generateOffices(handle.db, {
      offices: 1,
      contracts,
      seed,
      asOf: todayInManila(),
      years: [BENCH_YEAR],
      fixed: BENCH_SHAPE,
      // Cheap settings: the hash is verified by the server whatever its own settings are.
      passwordHash: await createPasswordHasher({ memoryCost: 1024, timeCost: 1 }).hash(GENERATED_PASSWORD),
      label: `bench${randomBytes(3).toString('hex')}`,
    });
    return { office: office!, seconds: (performance.now() - started) / 1000 };
  } finally {
    await handle.close();
  }
}

export interface BenchServer {
  baseUrl: string;
  pid: number;
  /** Resident memory now and its peak so far (VmRSS, VmHWM of /proc), in MiB. */
  memory(): { rss: number; peak: number };
  signIn(username: string): Promise<string>;
  /** Waits until the server has worked off what an earlier run left in flight. */
  settle(): Promise<void>;
  get(pathAndQuery: string, token: string): Promise<{ status: number; bytes: number }>;
  stop(): Promise<void>;
}

let bundled: Promise<void> | undefined;

/** Starts the bundled server on `target` and waits for /api/health. */
export async function startBenchServer(target: Target): Promise<BenchServer> {
  bundled ??= bundleServer();
  await bundled;
  const dataDir = target.kind === 'pglite' ? target.dataDir : mkdtempSync(path.join(tmpdir(), 'subaybay-bench-'));
  const removeDataDir = () => {
    if (target.kind === 'postgres') rmSync(dataDir, { recursive: true, force: true });
  };
  // The tests' process helper: the bundled server in a process group of its own, waited for on /api/health.
  let server: ServerProcess;
  try {
    server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(48).toString('base64url'),
        // A year of 20 000 contracts may take longer than the production limits.
        STATEMENT_TIMEOUT_SECONDS: '300',
        REQUEST_TIMEOUT_SECONDS: '305',
        ...(target.kind === 'postgres' ? { DATABASE_URL: target.url } : {}),
      },
      { timeoutMs: 120_000 },
    );
  } catch (error) {
    removeDataDir();
    throw error;
  }
  const { baseUrl, pid } = server;
  const stop = async () => {
    await server.stop();
    removeDataDir();
  };
  return {
    baseUrl,
    pid,
    memory() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
      return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
    },
    async signIn(username) {
      // A server still working off the requests of a finished load run may answer 503 for a while.
      for (let attempt = 1; ; attempt++) {
        const response = await fetch(`${baseUrl}/api/token/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password: GENERATED_PASSWORD }),
        });
        if (response.ok) return ((await response.json()) as { access: string }).access;
        if (response.status !== 503 || attempt === 60) throw new Error(`sign-in of ${username} failed: ${response.status} ${await response.text()}`);
        await new Promise((resolve) => setTimeout(resolve, 5_000));
      }
    },
    async settle() {
      // Idle again when the health route answers quickly twice in a row (at most five minutes).
      let quick = 0;
      for (const deadline = Date.now() + 300_000; quick < 2 && Date.now() < deadline; ) {
        const started = performance.now();
        const ok = await fetch(`${baseUrl}/api/health`).then((response) => response.ok, () => false);
        quick = ok && performance.now() - started < 100 ? quick + 1 : 0;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    },
    async get(pathAndQuery, token) {
      const response = await fetch(`${baseUrl}/api/${pathAndQuery}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await response.arrayBuffer();
      return { status: response.status, bytes: body.byteLength };
    },
    stop,
  };
}

/** The machine, for the printed figures. */
export function machine(): string {
  const cpu = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? 'unknown CPU';
  const cores = readFileSync('/proc/cpuinfo', 'utf8').split('\n').filter((line) => line.startsWith('processor')).length;
  return `${cores} cores (${cpu}), Node ${process.versions.node}`;
}
