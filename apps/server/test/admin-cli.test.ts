import { todayInManila } from '@subaybay/domain';
import { describe, expect, it } from 'vitest';
import { runAdmin, type AdminContext } from '../src/cli/admin-commands.js';
import { DEMO_OFFICE_NAME, DEMO_PASSWORD, demoUsers, hasAnyAccount, hasDemoOffice, seedDemoOffice } from '../src/db/seed/demo-office.js';
import { apiTest } from './helpers/api-test.js';
import { login, PASSWORD } from './helpers/factories.js';
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
