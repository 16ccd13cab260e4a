import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SITE_DETAILS, isDocumentationUrl } from '@subaybay/domain';
import { z } from 'zod';
import { DEFAULT_REPORT_QUEUE, type ReportQueueOptions } from './lib/report-queue.js';

/**
 * The only module that reads `process.env` (CONVENTIONS §6). Everything else
 * receives an `AppConfig`, so tests build one by hand with `testConfig()`.
 */

/**
 * `<repo root>`, found from this file rather than the cwd: `npm start` runs in apps/server.
 * This file is `apps/server/src/config.ts`, and the server's bundle is
 * `apps/server/dist/main.js` (scripts/bundle-server.ts): both one folder below
 * `apps/server`, so the same relative path finds the root from either.
 */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface PasswordHashingConfig {
  /** argon2id memory cost in KiB. */
  memoryCost: number;
  timeCost: number;
}

export interface LimitsConfig {
  /** Failed sign-ins allowed per username from one client address within the window; successes are not counted. */
  loginFailuresPerAccount: number;
  /** Failed sign-ins allowed per username from all addresses together (a higher ceiling for guesses spread over many addresses). */
  loginFailuresPerAccountAllAddresses: number;
  /** Failed sign-ins allowed per client address within the window (an office shares one router: keep it generous). */
  loginFailuresPerAddress: number;
  loginWindowMs: number;
  /** Registrations (`accounts/create/`) per client address within the window. */
  registrationsPerAddress: number;
  registrationWindowMs: number;
}

export interface TimeoutsConfig {
  statementMs: number;
  requestMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL URL; undefined means PGlite persisted in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: Uint8Array;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Pretty, coloured logs for a person at a terminal; JSON lines otherwise. */
  prettyLogs: boolean;
  /** Set when a reverse proxy sits in front, so `request.ip` is the client's address. */
  trustProxy: boolean;
  webDistDir: string;
  /** Sign-in and registration limits (counted in the database, see lib/rate-limits.ts). */
  limits: LimitsConfig;
  /** How long one SQL statement and one API request may take before the caller gets a 503. */
  timeouts: TimeoutsConfig;
  passwordHashing: PasswordHashingConfig;
  /** Largest accepted request body in bytes. */
  bodyLimit: number;
  /** The installation's details on the public pages and in the menu (`GET /api/site`). */
  site: SiteConfig;
  /** Heavy reports at once and how many may wait (lib/report-queue.ts, decision 039). */
  reportQueue: ReportQueueOptions;
  /** On PostgreSQL, produce heavy reports in worker threads (lib/production-workers.ts); ignored on the embedded database. */
  reportsInWorkers: boolean;
}

export interface SiteConfig {
  companyName: string;
  contactEmail: string;
  /** An in-app path such as `/guide`, or an http(s) address. */
  documentationUrl: string;
}

export const DEFAULT_SITE: SiteConfig = {
  companyName: DEFAULT_SITE_DETAILS.company_name,
  contactEmail: DEFAULT_SITE_DETAILS.contact_email,
  documentationUrl: DEFAULT_SITE_DETAILS.documentation_url,
};

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * How much longer a request may take than one statement. The pool gives up on a statement the
 * server never answers this long after the statement timeout (db/client.ts), so with the request
 * timeout at least statement timeout + margin, the database's own bounds fire first and the caller
 * learns the truth (503, the write rolled back) rather than "took too long" while the write goes on.
 */
export const REQUEST_TIMEOUT_MARGIN_SECONDS = 5;

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters long' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: booleanFlag.optional(),
  TRUST_PROXY: booleanFlag.default(false),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  LOGIN_FAILURES_PER_ACCOUNT_ALL_ADDRESSES: z.coerce.number().int().positive().default(100),
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(50),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  REGISTRATIONS_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  REGISTRATION_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  STATEMENT_TIMEOUT_SECONDS: z.coerce.number().int().positive().max(600).default(15),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().positive().max(600).default(20),
  REPORTS_AT_ONCE: z.coerce.number().int().positive().max(64).default(DEFAULT_REPORT_QUEUE.atOnce),
  REPORTS_WAITING: z.coerce.number().int().nonnegative().max(10_000).default(DEFAULT_REPORT_QUEUE.maxWaiting),
  // Off by default until workers start ahead of the first report (decision 039).
  REPORTS_IN_WORKERS: booleanFlag.default(false),
  SITE_COMPANY_NAME: z.string().trim().min(1, { error: 'must not be empty' }).max(200).default(DEFAULT_SITE.companyName),
  SITE_CONTACT_EMAIL: z.email({ error: 'must be an e-mail address' }).default(DEFAULT_SITE.contactEmail),
  SITE_DOCUMENTATION_URL: z
    .string()
    .refine(isDocumentationUrl, { error: 'must be an in-app path starting with / or an http(s) address' })
    .default(DEFAULT_SITE.documentationUrl),
}).superRefine((vars, context) => {
  const least = vars.STATEMENT_TIMEOUT_SECONDS + REQUEST_TIMEOUT_MARGIN_SECONDS;
  if (vars.REQUEST_TIMEOUT_SECONDS < least) {
    context.addIssue({
      code: 'custom',
      path: ['REQUEST_TIMEOUT_SECONDS'],
      message:
        `must be at least STATEMENT_TIMEOUT_SECONDS + ${REQUEST_TIMEOUT_MARGIN_SECONDS} (${least} or more with STATEMENT_TIMEOUT_SECONDS=${vars.STATEMENT_TIMEOUT_SECONDS}), ` +
        'so the database gives up on a statement before the request gives up on the database',
    });
  }
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Defaults shared by the server and tests; OWASP's argon2id minimum (19 MiB, t=2). */
export const DEFAULT_PASSWORD_HASHING: PasswordHashingConfig = { memoryCost: 19_456, timeCost: 2 };
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** Public routes (sign-in, refresh, registration) take small bodies only: an anonymous caller cannot make the server parse a megabyte. */
export const PUBLIC_BODY_LIMIT = 16 * 1024;
/** Deeper JSON is refused before it is parsed; no payload of the API nests more than a few levels. */
export const MAX_JSON_DEPTH = 32;
export const DEFAULT_WEB_DIST_DIR = path.join(REPO_ROOT, 'apps/web/dist');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration in the environment:\n${lines.join('\n')}`);
  }
  const vars = parsed.data;
  const dataDir = path.resolve(vars.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  return {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    dataDir,
    jwtSecret: vars.JWT_SECRET ? new TextEncoder().encode(vars.JWT_SECRET) : readOrCreateJwtSecret(dataDir),
    logLevel: vars.LOG_LEVEL,
    prettyLogs: vars.LOG_PRETTY ?? Boolean(process.stdout.isTTY),
    trustProxy: vars.TRUST_PROXY,
    webDistDir: DEFAULT_WEB_DIST_DIR,
    limits: {
      loginFailuresPerAccount: vars.LOGIN_FAILURES_PER_ACCOUNT,
      loginFailuresPerAccountAllAddresses: vars.LOGIN_FAILURES_PER_ACCOUNT_ALL_ADDRESSES,
      loginFailuresPerAddress: vars.LOGIN_FAILURES_PER_ADDRESS,
      loginWindowMs: vars.LOGIN_FAILURE_WINDOW_SECONDS * 1000,
      registrationsPerAddress: vars.REGISTRATIONS_PER_ADDRESS,
      registrationWindowMs: vars.REGISTRATION_WINDOW_SECONDS * 1000,
    },
    timeouts: { statementMs: vars.STATEMENT_TIMEOUT_SECONDS * 1000, requestMs: vars.REQUEST_TIMEOUT_SECONDS * 1000 },
    passwordHashing: DEFAULT_PASSWORD_HASHING,
    bodyLimit: DEFAULT_BODY_LIMIT,
    site: { companyName: vars.SITE_COMPANY_NAME, contactEmail: vars.SITE_CONTACT_EMAIL, documentationUrl: vars.SITE_DOCUMENTATION_URL },
    reportQueue: { atOnce: vars.REPORTS_AT_ONCE, maxWaiting: vars.REPORTS_WAITING },
    reportsInWorkers: vars.REPORTS_IN_WORKERS,
  };
}

/**
 * Without JWT_SECRET a random secret is made once and kept beside the data,
 * so tokens survive restarts and no secret ever lives in the code.
 */
function readOrCreateJwtSecret(dataDir: string): Uint8Array {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    mkdirSync(dataDir, { recursive: true });
    if (!existsSync(file)) {
      // 'wx' fails if another process created it meanwhile; we then read theirs.
      try {
        writeFileSync(file, randomBytes(48).toString('base64url') + '\n', { mode: 0o600, flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    chmodSync(file, 0o600);
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < 32) throw new ConfigError(`${file} holds a secret shorter than 32 characters.`);
    return new TextEncoder().encode(secret);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`Cannot read or create the JWT secret at ${file}: ${(error as Error).message}`);
  }
}
