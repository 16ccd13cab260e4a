import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/config.js';
import { redactUrl, serializeError } from '../src/lib/logger.js';
import { createOffice, registrationPayload } from './helpers/factories.js';
import { createTestApp } from './helpers/test-app.js';

const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'subaybay-config-'));

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const dataDir = freshDataDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', databaseUrl: undefined, dataDir, logLevel: 'info', trustProxy: false });
    expect(config.limits).toEqual({
      loginFailuresPerAccount: 10,
      loginFailuresPerAccountAllAddresses: 100,
      loginFailuresPerAddress: 50,
      loginWindowMs: 900_000,
      registrationsPerAddress: 10,
      registrationWindowMs: 3_600_000,
    });
    expect(config.timeouts).toEqual({ statementMs: 15_000, requestMs: 20_000 });
    expect(loadConfig({ DATA_DIR: dataDir, STATEMENT_TIMEOUT_SECONDS: '3', REQUEST_TIMEOUT_SECONDS: '8' }).timeouts).toEqual({
      statementMs: 3_000,
      requestMs: 8_000,
    });
    expect(config.webDistDir).toBe(path.join(REPO_ROOT, 'apps/web/dist'));
  });

  it('defaults DATA_DIR to <repo root>/data, whatever the working directory', () => {
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(40) });
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'data'));
    expect(JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).workspaces).toContain('apps/*');
  });

  it('generates a JWT secret once, mode 0600, and reuses it', () => {
    const dataDir = freshDataDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(64);
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(Buffer.from(second.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(true);
  });

  it('uses JWT_SECRET and DATABASE_URL when given', () => {
    const config = loadConfig({
      DATA_DIR: freshDataDir(),
      JWT_SECRET: 'a'.repeat(40),
      DATABASE_URL: 'postgres://user@db:5432/subaybay',
      PORT: '9000',
    });
    expect(new TextDecoder().decode(config.jwtSecret)).toBe('a'.repeat(40));
    expect(config.databaseUrl).toBe('postgres://user@db:5432/subaybay');
    expect(config.port).toBe(9000);
  });

  it('reads the site details, with defaults when unset', () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() }).site).toEqual({
      companyName: 'Subaybay Systems',
      contactEmail: 'support@subaybay.ph',
      documentationUrl: '/guide',
    });
    const configured = loadConfig({
      DATA_DIR: freshDataDir(),
      SITE_COMPANY_NAME: ' Lungsod Engineering Services ',
      SITE_CONTACT_EMAIL: 'help@lungsod.gov.ph',
      SITE_DOCUMENTATION_URL: 'https://docs.lungsod.gov.ph/manual',
    });
    expect(configured.site).toEqual({
      companyName: 'Lungsod Engineering Services',
      contactEmail: 'help@lungsod.gov.ph',
      documentationUrl: 'https://docs.lungsod.gov.ph/manual',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET: must be at least 32/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ TRUST_PROXY: 'maybe' }, /TRUST_PROXY/],
    [{ SITE_CONTACT_EMAIL: 'support at office' }, /SITE_CONTACT_EMAIL: must be an e-mail address/],
    [{ SITE_COMPANY_NAME: '   ' }, /SITE_COMPANY_NAME: must not be empty/],
    [{ SITE_DOCUMENTATION_URL: 'javascript:alert(1)' }, /SITE_DOCUMENTATION_URL: must be an in-app path/],
    // A request answered "took too long" while its statement may still run and commit.
    [{ REQUEST_TIMEOUT_SECONDS: '5', STATEMENT_TIMEOUT_SECONDS: '15' }, /REQUEST_TIMEOUT_SECONDS: must be at least STATEMENT_TIMEOUT_SECONDS \+ 5 \(20 or more/],
    [{ REQUEST_TIMEOUT_SECONDS: '19' }, /REQUEST_TIMEOUT_SECONDS: must be at least STATEMENT_TIMEOUT_SECONDS \+ 5/],
    [{ STATEMENT_TIMEOUT_SECONDS: '30' }, /REQUEST_TIMEOUT_SECONDS: must be at least STATEMENT_TIMEOUT_SECONDS \+ 5 \(35 or more/],
  ])('refuses bad configuration %j with a clear message', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: freshDataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: freshDataDir(), ...env })).toThrow(message);
  });
});

describe('logs', () => {
  it('redact tokens in query strings', () => {
    expect(redactUrl('/api/reports/x.xlsx?token=abc.def&user_id=3')).toBe('/api/reports/x.xlsx?token=[redacted]&user_id=3');
  });

  it('never contain passwords or tokens', async () => {
    const lines: string[] = [];
    const t = await createTestApp({ config: { logLevel: 'trace' }, logStream: { write: (line) => void lines.push(line) } });
    try {
      const office = await createOffice(t);
      await t.request({
        method: 'PUT',
        url: '/api/user-accounts/update-password/',
        token: office.viewer.access,
        payload: { current_password: office.viewer.password, new_password: 'SecretNewPassword9' },
      });
      await t.request({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: office.viewer.refresh } });
      await t.request({ method: 'GET', url: `/api/health?token=${office.viewer.access}` });
      // A value PostgreSQL refuses inside the users insert, whose parameters hold the password hash. The input
      // rules refuse what PostgreSQL would (a NUL, say) before any query, so this database is told to refuse a name.
      await t.db.execute(sql`
        create function refuse_a_name() returns trigger language plpgsql as $$
        begin
          if new.first_name = 'Refused' then raise exception 'refused' using errcode = '22023'; end if;
          return new;
        end $$`);
      await t.db.execute(sql`create trigger refuse_a_name before insert on users for each row execute function refuse_a_name()`);
      const refused = await t.request({ method: 'POST', url: '/api/accounts/create/', payload: registrationPayload({ first_name: 'Refused' }) });
      expect(refused.statusCode).toBe(400);
      const log = lines.join('');
      expect(log).toContain('database refused a value');
      expect(log).not.toContain('$argon2id');
      expect(log).toContain('incoming request');
      for (const secret of [office.holder.password, 'SecretNewPassword9', office.viewer.access, office.viewer.refresh]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});

describe('serializeError', () => {
  it('keeps the SQL of a failed query but not its parameters', () => {
    const cause = Object.assign(new Error('duplicate key value'), { code: '23505' });
    const error = Object.assign(new Error('Failed query: insert into "users" values ($1, $2)\nparams: alice,$argon2id$v=19$secret'), {
      query: 'insert into "users" values ($1, $2)',
      params: ['alice', '$argon2id$v=19$secret'],
      cause,
    });
    const serialized = JSON.stringify(serializeError(error));
    expect(serialized).toContain('insert into');
    expect(serialized).toContain('23505');
    expect(serialized).not.toContain('argon2id');
    expect(serialized).not.toContain('alice');
  });
});
