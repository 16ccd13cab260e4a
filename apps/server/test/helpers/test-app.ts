import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type AppConfigForBuild } from '../../src/app.js';
import { MIGRATIONS_DIR, openDatabase, openPgliteDatabase, type Database, type DatabaseHandle } from '../../src/db/client.js';
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

/**
 * A freshly migrated PGlite data directory, dumped once to the temp dir and
 * loaded by every test database: loading takes ~0.4 s where initdb takes ~2.5 s.
 * Keyed by the migrations' content, so a new migration makes a new template.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  const templateFile = path.join(tmpdir(), `subaybay-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
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
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await handle.migrate();
  return {
    handle,
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfigForBuild;
  passwords: PasswordHasher;
  /** `app.inject` with a bearer token and a JSON body. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { config?: Partial<AppConfigForBuild>; now?: () => Date; logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const { handle, drop } = await createTestDatabase();
  const config = testConfig(options.config);
  const app = await buildApp({ db: handle.db, config, now: options.now, logStream: options.logStream });
  return {
    app,
    db: handle.db,
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
