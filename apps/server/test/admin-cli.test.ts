import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { todayInManila } from '@subaybay/domain';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { adminSocketOf } from '../src/cli/admin-channel.js';
import { runAdmin, type AdminContext } from '../src/cli/admin-commands.js';
import type { Database } from '../src/db/client.js';
import { acquireDataDirLock, DataDirBusyError, lockFileOf } from '../src/db/data-dir-lock.js';
import { DEMO_OFFICE_NAME, DEMO_PASSWORD, demoUsers, hasAnyAccount, hasDemoOffice, seedDemoOffice } from '../src/db/seed/demo-office.js';
import { apiTest } from './helpers/api-test.js';
import { login, PASSWORD, unique } from './helpers/factories.js';
import { runAdminProcess, runServerToExit, startServerProcess, type ServerProcess } from './helpers/processes.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** Runs one command and captures what it prints. */
async function admin(t: TestApp, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const context: AdminContext = {
    db: t.db,
    passwords: t.passwords,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    now: () => new Date('2026-01-31T02:00:00Z'),
  };
  const code = await runAdmin(argv, context);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const accountDetails = async (t: TestApp, token: string) =>
  (await t.request({ method: 'GET', url: '/api/accounts/details', token })).json() as { active: boolean; next_renewal: string | null };

describe('admin CLI', () => {
  apiTest('prints help for help and no command', async ({ api }) => {
    for (const argv of [[], ['help']]) {
      const result = await admin(api, ...argv);
      expect(result.code).toBe(0);
      expect(result.out).toContain('list-accounts');
      expect(result.out).toContain('reset-password');
    }
  });

  apiTest('lists accounts with id, office, active, users and next renewal', async ({ api, office }) => {
    const result = await admin(api, 'list-accounts');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/ID\s+OFFICE\s+ACTIVE\s+USERS\s+NEXT RENEWAL/);
    const line = result.out.split('\n').find((row) => row.includes(office.officeName))!;
    expect(line).toMatch(new RegExp(`^${office.accountId}\\s+.*\\s+yes\\s+4\\s+\\d{4}-\\d{2}-\\d{2}$`));
  });

  apiTest('deactivates and activates an account, with or without --until', async ({ api, office }) => {
    expect((await admin(api, 'deactivate', String(office.accountId))).code).toBe(0);
    // Deactivation signs the office's users out; signed in again, they see the office inactive.
    expect((await api.request({ method: 'GET', url: '/api/accounts/details', token: office.viewer.access })).statusCode).toBe(401);
    const viewer = await login(api, office.viewer.username, PASSWORD);
    expect((await accountDetails(api, viewer.access)).active).toBe(false);
    const esn = await api.request({ method: 'GET', url: '/api/expenditure-source-names/', token: viewer.access });
    expect(esn.statusCode).toBe(403);

    const until = await admin(api, 'activate', String(office.accountId), '--until', '2027-06-30');
    expect(until.code).toBe(0);
    expect(await accountDetails(api, viewer.access)).toMatchObject({ active: true, next_renewal: '2027-06-30' });

    // Without --until: one month from today in Manila, clamped to the month's end.
    expect((await admin(api, 'activate', String(office.accountId))).code).toBe(0);
    expect((await accountDetails(api, viewer.access)).next_renewal).toBe('2026-02-28');
  });

  apiTest('fails with exit code 1 and a clear message on bad input', async ({ api, office }) => {
    const cases: Array<[string[], RegExp]> = [
      [['activate', '999999'], /No account with id 999999/],
      [['activate', 'abc'], /account id/],
      [['activate', String(office.accountId), '--until', '2027-02-30'], /YYYY-MM-DD/],
      [['activate', String(office.accountId), '--until'], /needs a value/],
      [['deactivate'], /account id/],
      [['make-superuser'], /needs a username/],
      [['make-superuser', 'nobody-at-all'], /No user named/],
      [['reset-password', office.viewer.username], /needs a username and a new password/],
      [['reset-password', office.viewer.username, 'short'], /at least 8/],
      [['reset-password', 'nobody-at-all', 'LongEnough1'], /No user named/],
      [['list-accounts', 'extra'], /Unexpected argument/],
      [['frobnicate'], /Unknown command/],
    ];
    for (const [argv, message] of cases) {
      const result = await admin(api, ...argv);
      expect(result.code, argv.join(' ')).toBe(1);
      expect(result.err, argv.join(' ')).toMatch(message);
    }
  });

  apiTest('grants and revokes the superuser flag', async ({ api, office }) => {
    expect((await admin(api, 'make-superuser', office.viewer.username.toUpperCase())).code).toBe(0);
    const granted = await api.request({ method: 'GET', url: `/api/user-accounts/${office.viewer.id}`, token: office.viewer.access });
    expect(granted.json().is_superuser).toBe(true);
    // A superuser may write expenditure source names (admin rights within the office).
    const created = await api.request({
      method: 'POST',
      url: '/api/expenditure-source-names/create/',
      token: office.viewer.access,
      payload: { long_name: 'Superuser Source', short_name: 'SS' },
    });
    expect(created.statusCode).toBe(201);
    expect((await admin(api, 'make-superuser', office.viewer.username, '--revoke')).code).toBe(0);
    const revoked = await api.request({ method: 'GET', url: `/api/user-accounts/${office.viewer.id}`, token: office.viewer.access });
    expect(revoked.json().is_superuser).toBe(false);
  });

  apiTest('resets a password', async ({ api, office }) => {
    const result = await admin(api, 'reset-password', office.inspector.username, 'ResetByOperator1');
    expect(result.code).toBe(0);
    await login(api, office.inspector.username, 'ResetByOperator1');
    const old = await api.request({ method: 'POST', url: '/api/token/', payload: { username: office.inspector.username, password: PASSWORD } });
    expect(old.statusCode).toBe(401);
  });
});

describe('demo office seed', () => {
  it('seeds the demo office with one user per role and three expenditure source names', async () => {
    const fresh = await createTestApp();
    try {
      expect(await hasAnyAccount(fresh.db)).toBe(false);
      await seedDemoOffice(fresh.db, fresh.passwords);
      expect(await hasAnyAccount(fresh.db)).toBe(true);
      expect(await hasDemoOffice(fresh.db)).toBe(true);

      const holder = await login(fresh, 'demoadmin', DEMO_PASSWORD);
      const account = await fresh.request({ method: 'GET', url: '/api/accounts/details', token: holder.access });
      expect(account.json()).toMatchObject({ office_name: DEMO_OFFICE_NAME, active: true });
      const users = (await fresh.request({ method: 'GET', url: '/api/user-accounts/', token: holder.access })).json() as Array<{
        username: string;
        roles: Array<{ id: number }>;
        first_name: string;
        position: string;
      }>;
      expect(users.map((user) => [user.username, user.roles.map((role) => role.id)])).toEqual(
        demoUsers.map((user) => [user.username, [user.role]]),
      );
      expect(users.every((user) => user.first_name && user.position)).toBe(true);
      for (const user of demoUsers) await login(fresh, user.username, DEMO_PASSWORD);

      const names = await fresh.request({ method: 'GET', url: '/api/expenditure-source-names/', token: holder.access });
      expect(names.json().map((name: { short_name: string }) => name.short_name)).toEqual(['CW', 'CS', 'EAO']);
      const systemList = await fresh.request({ method: 'GET', url: '/api/systems/', token: holder.access });
      expect(systemList.json().map((system: { name: string; municipality: { name: string; province: string } }) => [system.name, system.municipality.name, system.municipality.province])).toEqual([
        ['Tarlac River Irrigation System (TRIS)', 'Capas', 'Tarlac'],
        ['Sto. Tomas River Irrigation System (STRIS)', 'San Marcelino', 'Zambales'],
      ]);
      const fundSourceList = await fresh.request({ method: 'GET', url: '/api/fund-sources/', token: holder.access });
      expect(fundSourceList.json()).toHaveLength(2);

      // A running contract with a chart to show, which the engine's guard accepts.
      const year = todayInManila().slice(0, 4);
      const contracts = (await fresh.request({ method: 'GET', url: `/api/contracts/year/${year}`, token: holder.access })).json();
      expect(contracts).toHaveLength(1);
      const details = await fresh.request({ method: 'GET', url: `/api/contracts/details/${contracts[0].id}`, token: holder.access });
      expect(details.statusCode).toBe(200);
      expect(details.json()).toMatchObject({ calendar_days_elapsed: 120, days_suspended: 15, actual_accomplishment: 27.25, status: 'ongoing' });
      const curves = (await fresh.request({ method: 'GET', url: `/api/contracts/${contracts[0].id}/scurve`, token: holder.access })).json();
      // Suspended on a schedule point (day 60): only the resumption point is added.
      expect(curves.revised_projected.length).toBe(curves.original_projected.length + 1);
    } finally {
      await fresh.close();
    }
  });
});

/*
 * The commands as an operator runs them: separate processes next to a running
 * server. Each database gets these once — the embedded ones in the api-pglite
 * project, the PostgreSQL one in api-postgres — since each starts processes.
 */
const onPostgres = process.env.SUBAYBAY_TEST_DB === 'postgres';
const NEW_PASSWORD = 'ResetAfterCompromise1';

const cleanUps: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

function temporaryDataDir(): string {
  // Short: a Unix socket path has at most 103 bytes.
  const dir = mkdtempSync(path.join(tmpdir(), 'sbadm-'));
  cleanUps.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(env);
  cleanUps.push(server.stop);
  return server;
}

/** The running server over HTTP, as a browser would reach it. */
function overHttp(baseUrl: string) {
  const call = async (method: string, url: string, token?: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, json: () => JSON.parse(text) as Record<string, unknown> & Array<Record<string, unknown>>, text };
  };
  return {
    call,
    signInStatus: async (username: string, password: string) => (await call('POST', '/api/token/', undefined, { username, password })).status,
    async signIn(username: string, password: string): Promise<string> {
      const response = await call('POST', '/api/token/', undefined, { username, password });
      if (response.status !== 200) throw new Error(`sign-in of ${username}: ${response.status} ${response.text}`);
      return response.json().access as string;
    },
  };
}

/**
 * Writes through the API until stopped; every answer is kept (0 for no answer)
 * to show none failed. A failing test still stops it, before its server goes.
 */
function writeLoad(write: (name: string) => Promise<number>, writers = 4) {
  let running = true;
  const statuses: number[] = [];
  const created: string[] = [];
  const loops = Array.from({ length: writers }, async (_, writer) => {
    for (let i = 0; running; i += 1) {
      const name = `W${writer}x${i}${unique().slice(-3)}`;
      const status = await write(name).catch(() => 0);
      statuses.push(status);
      if (status === 201) created.push(name);
    }
  });
  const stop = async () => {
    running = false;
    await Promise.all(loops);
    return { statuses, created };
  };
  cleanUps.push(stop);
  return { stop };
}

describe.runIf(!onPostgres)('the embedded database has one owner', () => {
  it('refuses a second opener with the owner, and is free again once released', async () => {
    const dataDir = temporaryDataDir();
    const lock = await acquireDataDirLock(dataDir, 'server');
    const refused = await acquireDataDirLock(dataDir, 'admin command').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirBusyError);
    expect((refused as DataDirBusyError).owner).toMatchObject({ pid: process.pid, holder: 'server' });
    lock.release();
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
    (await acquireDataDirLock(dataDir, 'admin command')).release();
  });

  it('takes over a lock whose process is gone (a server killed with kill -9)', async () => {
    const dataDir = temporaryDataDir();
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    writeFileSync(lockFileOf(dataDir), JSON.stringify({ pid: gone.pid, holder: 'server', since: '2026-01-01T00:00:00.000Z' }));
    const lock = await acquireDataDirLock(dataDir, 'server');
    expect(JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8'))).toMatchObject({ pid: process.pid, holder: 'server' });
    lock.release();
  });

  it.runIf(existsSync('/proc/self/stat'))('takes over a lock whose pid now belongs to a newer process', async () => {
    const dataDir = temporaryDataDir();
    writeFileSync(lockFileOf(dataDir), JSON.stringify({ pid: process.pid, holder: 'server', since: '2026-01-01T00:00:00.000Z', processStart: '1' }));
    const lock = await acquireDataDirLock(dataDir, 'server');
    expect(JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8')).processStart).not.toBe('1');
    lock.release();
  });

  it('waits for an operator command to finish when asked to, and only then', async () => {
    const dataDir = temporaryDataDir();
    const command = await acquireDataDirLock(dataDir, 'admin command');
    await expect(acquireDataDirLock(dataDir, 'server')).rejects.toBeInstanceOf(DataDirBusyError);
    setTimeout(() => command.release(), 300);
    const server = await acquireDataDirLock(dataDir, 'server', { waitForCommandMs: 10_000 });
    expect(JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8')).holder).toBe('server');
    server.release();
  });
});

describe.runIf(!onPostgres)('admin commands with the server running on the embedded database', () => {
  it(
    'reach the running server: reset-password, make-superuser and deactivate take effect at once, under write load, and survive a restart',
    async () => {
      const dataDir = temporaryDataDir();
      const env = { DATA_DIR: dataDir };
      let server = await startServer(env);
      let web = overHttp(server.baseUrl);

      const holderToken = await web.signIn('demoadmin', DEMO_PASSWORD);
      const viewerToken = await web.signIn('demoviewer', DEMO_PASSWORD);
      const inspectorId = (await web.call('GET', '/api/user-accounts/', holderToken)).json().find((user) => user.username === 'demoinspector')!.id;
      const listing = await runAdminProcess(env, 'list-accounts');
      expect(listing.code, listing.stderr).toBe(0);
      const accountId = listing.stdout.split('\n').find((line) => line.includes(DEMO_OFFICE_NAME))!.split(/\s+/)[0]!;

      const load = writeLoad(
        async (name) => (await web.call('POST', '/api/expenditure-source-names/create/', holderToken, { long_name: `Load ${name}`, short_name: name })).status,
      );
      const reset = await runAdminProcess(env, 'reset-password', 'demoviewer', NEW_PASSWORD);
      expect(reset.code, reset.stderr).toBe(0);
      expect(reset.stdout).toMatch(/Password of demoviewer has been reset/);
      // At once: the old session, the old password gone; the new one signs in.
      expect((await web.call('GET', '/api/accounts/details', viewerToken)).status).toBe(401);
      expect(await web.signInStatus('demoviewer', DEMO_PASSWORD)).toBe(401);
      expect(await web.signInStatus('demoviewer', NEW_PASSWORD)).toBe(200);

      const grant = await runAdminProcess(env, 'make-superuser', 'demoinspector');
      expect(grant.code, grant.stderr).toBe(0);
      const inspectorToken = await web.signIn('demoinspector', DEMO_PASSWORD);
      expect((await web.call('GET', `/api/user-accounts/${inspectorId}`, inspectorToken)).json().is_superuser).toBe(true);

      const { statuses, created } = await load.stop();
      expect(created.length).toBeGreaterThan(0);
      expect(statuses.filter((status) => status !== 201)).toEqual([]);
      expect(reset.stderr + grant.stderr).not.toMatch(/Aborted/);

      const deactivate = await runAdminProcess(env, 'deactivate', accountId);
      expect(deactivate.code, deactivate.stderr).toBe(0);
      expect((await web.call('GET', '/api/accounts/details', holderToken)).status).toBe(401);
      const holderAgain = await web.signIn('demoadmin', DEMO_PASSWORD);
      expect((await web.call('GET', '/api/accounts/details', holderAgain)).json().active).toBe(false);

      await server.stop();
      server = await startServer(env);
      web = overHttp(server.baseUrl);
      expect(await web.signInStatus('demoviewer', DEMO_PASSWORD)).toBe(401);
      expect(await web.signInStatus('demoviewer', NEW_PASSWORD)).toBe(200);
      const inspectorAfter = await web.signIn('demoinspector', DEMO_PASSWORD);
      expect((await web.call('GET', `/api/user-accounts/${inspectorId}`, inspectorAfter)).json().is_superuser).toBe(true);
      const holderAfter = await web.signIn('demoadmin', DEMO_PASSWORD);
      expect((await web.call('GET', '/api/accounts/details', holderAfter)).json().active).toBe(false);

      // Every write the server acknowledged next to the commands is still there.
      const activate = await runAdminProcess(env, 'activate', accountId);
      expect(activate.code, activate.stderr).toBe(0);
      const names = (await web.call('GET', '/api/expenditure-source-names/', holderAfter)).json().map((name) => name.short_name);
      expect(names).toEqual(expect.arrayContaining(created));
    },
    300_000,
  );

  it(
    'refuses and changes nothing when the owning server cannot be reached; a second server refuses to start; with no server the command runs on its own',
    async () => {
      const dataDir = temporaryDataDir();
      const env = { DATA_DIR: dataDir };
      const server = await startServer(env);
      const web = overHttp(server.baseUrl);
      renameSync(adminSocketOf(dataDir), `${adminSocketOf(dataDir)}.elsewhere`);

      const refused = await runAdminProcess(env, 'reset-password', 'demoviewer', NEW_PASSWORD);
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe('');
      expect(refused.stderr).toMatch(
        /^The server \(pid \d+ since [^)]+\) is running on the embedded database in \S+ and cannot take operator commands: there is no \S+admin\.sock\. Nothing was changed\. Stop the server, run the command again, then start the server\./,
      );
      expect(await web.signInStatus('demoviewer', NEW_PASSWORD)).toBe(401);
      expect(await web.signInStatus('demoviewer', DEMO_PASSWORD)).toBe(200);

      const second = await runServerToExit(env);
      expect(second.code).toBe(1);
      expect(second.stderr).toMatch(/Another Subaybay server \(pid \d+, since [^)]+\) is running on the embedded database in \S+\. PGlite allows one process per data directory/);
      expect((await web.call('GET', '/api/health')).status).toBe(200);
      expect(await web.signInStatus('demoviewer', DEMO_PASSWORD)).toBe(200);

      // Stopped, the server leaves the directory to the command, and the next server sees its change.
      await server.stop();
      expect(existsSync(lockFileOf(dataDir))).toBe(false);
      const alone = await runAdminProcess(env, 'reset-password', 'demoviewer', NEW_PASSWORD);
      expect(alone.code, alone.stderr).toBe(0);
      expect(existsSync(lockFileOf(dataDir))).toBe(false);
      const restarted = overHttp((await startServer(env)).baseUrl);
      expect(await restarted.signInStatus('demoviewer', NEW_PASSWORD)).toBe(200);
      unlinkSync(`${adminSocketOf(dataDir)}.elsewhere`);
    },
    300_000,
  );
});

/** The URL of the test's own PostgreSQL database (its pool keeps it). */
const urlOf = (db: Database) => (db as unknown as { $client: pg.Pool }).$client.options.connectionString!;

describe.runIf(onPostgres)('admin commands with the server running on PostgreSQL', () => {
  apiTest(
    'a separate process resets a password, grants superuser and deactivates an office; the running server sees each at once',
    async ({ api, office }) => {
      const env = { DATABASE_URL: urlOf(api.db), DATA_DIR: temporaryDataDir() };
      const load = writeLoad(
        async (name) =>
          (
            await api.request({
              method: 'POST',
              url: '/api/expenditure-source-names/create/',
              token: office.holder.access,
              payload: { long_name: `Load ${name}`, short_name: name },
            })
          ).statusCode,
      );
      const reset = await runAdminProcess(env, 'reset-password', office.viewer.username, NEW_PASSWORD);
      expect(reset.code, reset.stderr).toBe(0);
      expect((await api.request({ method: 'GET', url: '/api/accounts/details', token: office.viewer.access })).statusCode).toBe(401);
      const old = await api.request({ method: 'POST', url: '/api/token/', payload: { username: office.viewer.username, password: PASSWORD } });
      expect(old.statusCode).toBe(401);
      await login(api, office.viewer.username, NEW_PASSWORD);

      const grant = await runAdminProcess(env, 'make-superuser', office.inspector.username);
      expect(grant.code, grant.stderr).toBe(0);
      const inspector = await api.request({ method: 'GET', url: `/api/user-accounts/${office.inspector.id}`, token: office.inspector.access });
      expect(inspector.json().is_superuser).toBe(true);
      const { statuses, created } = await load.stop();
      expect(created.length).toBeGreaterThan(0);
      expect(statuses.filter((status) => status !== 201)).toEqual([]);

      const deactivate = await runAdminProcess(env, 'deactivate', String(office.accountId));
      expect(deactivate.code, deactivate.stderr).toBe(0);
      expect((await api.request({ method: 'GET', url: '/api/accounts/details', token: office.holder.access })).statusCode).toBe(401);
      const holder = await login(api, office.holder.username, PASSWORD);
      expect((await accountDetails(api, holder.access)).active).toBe(false);
      // The command opened no embedded database beside the server's.
      expect(existsSync(path.join(env.DATA_DIR, 'pglite'))).toBe(false);
    },
    120_000,
  );

  apiTest(
    "a command run without the server's DATABASE_URL refuses instead of changing the unused embedded database",
    async ({ api, office }) => {
      const dataDir = temporaryDataDir();
      const server = await startServer({ DATABASE_URL: urlOf(api.db), DATA_DIR: dataDir });
      const forgotten = await runAdminProcess({ DATA_DIR: dataDir }, 'reset-password', office.viewer.username, NEW_PASSWORD);
      expect(forgotten.code).toBe(1);
      expect(forgotten.stderr).toMatch(
        /^The server \(pid \d+\) using \S+ runs on PostgreSQL postgres:\/\/\S+, but this command has no DATABASE_URL: .* Nothing was changed\. Run the command with the server's DATABASE_URL\./,
      );
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
      await login(api, office.viewer.username, PASSWORD);

      // Once that server has stopped, the embedded database is the operator's to use again.
      await server.stop();
      const alone = await runAdminProcess({ DATA_DIR: dataDir }, 'list-accounts');
      expect(alone.code, alone.stderr).toBe(0);
      expect(alone.stdout).toBe('No accounts yet.\n');
    },
    300_000,
  );
});
