import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp, type AppConfigForBuild } from '../../src/app.js';
import { MIGRATIONS_DIR, openDatabase, openPgliteDatabase, type Database, type DatabaseHandle } from '../../src/db/client.js';
import * as schema from '../../src/db/schema/index.js';
import { createPasswordHasher, type PasswordHasher } from '../../src/lib/passwords.js';

/** Cheap argon2id settings: the suite hashes hundreds of passwords. Production uses config defaults. */
export const TEST_PASSWORD_HASHING = { memoryCost: 1024, timeCost: 1 };

export function testConfig(overrides: Partial<AppConfigForBuild> = {}): AppConfigForBuild {
  return {
    jwtSecret: randomBytes(48),
    logLevel: 'silent',
    prettyLogs: false,
    trustProxy: false,
    webDistDir: path.join(import.meta.dirname, 'no-web-build'),
    // High enough that only the limit tests ever meet them.
    limits: {
      loginFailuresPerAccount: 10_000,
      loginFailuresPerAccountAllAddresses: 10_000,
      loginFailuresPerAddress: 10_000,
      loginWindowMs: 60_000,
      registrationsPerAddress: 10_000,
      registrationWindowMs: 60_000,
    },
    timeouts: { statementMs: 15_000, requestMs: 20_000 },
    passwordHashing: TEST_PASSWORD_HASHING,
    bodyLimit: 1024 * 1024,
    ...overrides,
  };
}

/** The migrations' content, so a new migration makes new templates (PGlite and PostgreSQL alike). */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A freshly migrated PGlite data directory, dumped once to the temp dir and
 * loaded by every test database: loading takes ~0.4 s where initdb takes ~2.5 s.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const templateFile = path.join(tmpdir(), `subaybay-pglite-template-${migrationsHash()}.tar`);
  if (!existsSync(templateFile)) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
    await handle.migrate();
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await handle.close();
    // Write then rename, so a parallel worker never loads half a file.
    const partial = `${templateFile}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, templateFile);
  }
  return new Blob([readFileSync(templateFile)]);
}

const TEMPLATE_PREFIX = 'subaybay_tpl_';
/** One advisory lock key for every test worker: template creation, copying and clean-up take turns. */
const TEMPLATE_LOCK = 7_310_452_118;
/** A template of other migrations is dropped once this old (another worktree may still be using it). */
const STALE_TEMPLATE_MS = 24 * 60 * 60 * 1000;

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** CREATE DATABASE … TEMPLATE fails while a session is still leaving the template: retry briefly. */
async function createFromTemplate(admin: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * A fresh PostgreSQL database for one test file, copied from a template that
 * is migrated once per migrations hash (`subaybay_tpl_<hash>`): a copy takes a
 * fraction of running every migration. Workers take turns under an advisory
 * lock, so parallel files never build the template twice or copy a half-built one.
 */
async function createPostgresTestDatabase(adminUrl: string, name: string): Promise<void> {
  const template = `${TEMPLATE_PREFIX}${migrationsHash()}`;
  await withAdmin(adminUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (found.rowCount === 0) {
        // Built under another name and renamed when complete: a crash never leaves a half-migrated template.
        const building = `${template}_build_${process.pid}`;
        await admin.query(`DROP DATABASE IF EXISTS "${building}"`);
        await admin.query(`CREATE DATABASE "${building}"`);
        try {
          const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, building) });
          try {
            await handle.migrate();
          } finally {
            // No session may stay connected to a template.
            await handle.close();
          }
          await admin.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
          await admin.query(`COMMENT ON DATABASE "${template}" IS '${new Date().toISOString()}'`);
        } catch (error) {
          await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`).catch(() => {});
          throw error;
        }
        await dropStaleTemplates(admin, template);
      }
      await createFromTemplate(admin, name, template);
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

/** Templates of older migrations, left by earlier runs; one in use elsewhere is left alone. */
async function dropStaleTemplates(admin: pg.Client, current: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string; created: string | null }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS created FROM pg_database
      WHERE datname LIKE $1 AND datname <> $2 AND datname NOT LIKE '%\\_build\\_%'`,
    [`${TEMPLATE_PREFIX}%`, current],
  );
  for (const { datname, created } of rows) {
    const createdAt = created ? Date.parse(created) : Number.NaN;
    if (Number.isFinite(createdAt) && Date.now() - createdAt < STALE_TEMPLATE_MS) continue;
    await admin.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => {});
  }
}

/**
 * A fresh database for one test file: in-memory PGlite, or (SUBAYBAY_TEST_DB=postgres)
 * a throwaway `subaybay_t_<random>` database on TEST_DATABASE_URL's server.
 */
export async function createTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (process.env.SUBAYBAY_TEST_DB !== 'postgres') {
    const handle = await openPgliteDatabase(await migratedPgliteTemplate());
    // Still run the migrator: a no-op on the template, and it proves the journal matches.
    await handle.migrate();
    return { handle, drop: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('SUBAYBAY_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `subaybay_t_${randomBytes(6).toString('hex')}`;
  await createPostgresTestDatabase(adminUrl, name);
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
  // A no-op on the copy of the template, and it proves the journal matches.
  await handle.migrate();
  return {
    handle,
    async drop() {
      await handle.close();
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

/**
 * The test app's clock: real time until a test pins it. The shared app of a
 * worker is reset after every test (helpers/api-test.ts), so a pinned time never
 * reaches another test.
 */
export interface TestClock {
  /** Stops the clock at `at`: every `app.now()` answers it until the next set, advance or reset. */
  set(at: Date | string): void;
  /** Moves a pinned clock (or the real time, pinning it) forward by `ms`. */
  advance(ms: number): void;
  /** Back to real time. */
  reset(): void;
}

export function createTestClock(): { clock: TestClock; now: () => Date } {
  let pinned: Date | null = null;
  return {
    now: () => (pinned ? new Date(pinned) : new Date()),
    clock: {
      set(at) {
        pinned = new Date(at);
      },
      advance(ms) {
        pinned = new Date((pinned ?? new Date()).getTime() + ms);
      },
      reset() {
        pinned = null;
      },
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  /** The clock `app.now()` reads (unless the app was built with its own `now`). */
  clock: TestClock;
  db: Database;
  config: AppConfigForBuild;
  passwords: PasswordHasher;
  /** `app.inject` with a bearer token and a JSON body. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The handle's database with Drizzle's query logger: `logQuery` sees every statement's SQL (parameters as $n). */
function withQueryLog(handle: DatabaseHandle, logQuery: (query: string) => void): Database {
  const client = (handle.db as unknown as { $client: never }).$client;
  const logger = { logQuery: (query: string) => logQuery(query) };
  return (handle.kind === 'pglite' ? drizzlePglite(client, { schema, logger }) : drizzlePg(client, { schema, logger })) as unknown as Database;
}

export async function createTestApp(
  options: {
    config?: Partial<AppConfigForBuild>;
    now?: () => Date;
    logStream?: { write(line: string): void };
    /** Sees the SQL of every statement the app (and `db`) sends. */
    logQuery?: (query: string) => void;
  } = {},
): Promise<TestApp> {
  const { handle, drop } = await createTestDatabase();
  const db = options.logQuery ? withQueryLog(handle, options.logQuery) : handle.db;
  const config = testConfig(options.config);
  const { clock, now } = createTestClock();
  const app = await buildApp({ db, config, now: options.now ?? now, logStream: options.logStream });
  return {
    app,
    clock,
    db,
    config,
    passwords: createPasswordHasher(config.passwordHashing),
    request({ token, headers, ...rest }) {
      return app.inject({
        ...rest,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      });
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}
