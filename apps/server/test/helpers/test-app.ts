import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type AppConfigForBuild } from '../../src/app.js';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/db/client.js';
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
    // High enough that only the rate-limit test ever meets it.
    loginRateLimit: { max: 10_000, windowMs: 60_000 },
    passwordHashing: TEST_PASSWORD_HASHING,
    bodyLimit: 1024 * 1024,
    ...overrides,
  };
}

/**
 * A fresh database for one test file: in-memory PGlite, or (SUBAYBAY_TEST_DB=postgres)
 * a throwaway `subaybay_t_<random>` database on TEST_DATABASE_URL's server.
 */
export async function createTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (process.env.SUBAYBAY_TEST_DB !== 'postgres') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
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
  options: { config?: Partial<AppConfigForBuild>; now?: () => Date } = {},
): Promise<TestApp> {
  const { handle, drop } = await createTestDatabase();
  const config = testConfig(options.config);
  const app = await buildApp({ db: handle.db, config, ...(options.now ? { now: options.now } : {}) });
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
