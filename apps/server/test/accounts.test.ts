import { accountMessages } from '@subaybay/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { accounts } from '../src/db/schema/accounts.js';
import { activityLogs } from '../src/db/schema/activity-logs.js';
import { USERNAME_UNIQUE_INDEX, users } from '../src/db/schema/users.js';
import { addMonths, todayInManila } from '@subaybay/domain';
import { apiTest } from './helpers/api-test.js';
import { login, registrationPayload } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const register = (api: TestApp, payload: Record<string, unknown>) => api.request({ method: 'POST', url: '/api/accounts/create/', payload });

/** Rows in the tables a registration writes; tests in a file run one at a time, so a difference is this test's. */
async function countRows(api: TestApp): Promise<{ accounts: number; users: number; activity: number }> {
  const count = async (table: typeof accounts | typeof users | typeof activityLogs) =>
    Number((await api.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n);
  return { accounts: await count(accounts), users: await count(users), activity: await count(activityLogs) };
}

describe('POST accounts/create/', () => {
  apiTest('registers an office with its account holder and answers 201 with the account', async ({ api }) => {
    const payload = registrationPayload();
    const response = await register(api, payload);
    expect(response.statusCode).toBe(201);
    const account = response.json();
    expect(account).toEqual({
      id: expect.any(Number),
      office_name: payload.office_name,
      subscription_type: { id: 1, name: 'Monthly' },
      next_renewal: addMonths(todayInManila(), 1),
      created_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      active: true,
    });
    const tokens = await login(api, payload.username, payload.password);
    const holder = await api.request({ method: 'GET', url: '/api/user-accounts/is-account-holder', token: tokens.access });
    expect(holder.json()).toEqual({ account_holder: true });
    const users = await api.request({ method: 'GET', url: '/api/user-accounts/', token: tokens.access });
    expect(users.json()).toEqual([
      expect.objectContaining({
        username: payload.username,
        first_name: 'Juan',
        last_name: 'Dela Cruz',
        email: payload.email,
        roles: [{ id: 1, name: 'Admin' }],
      }),
    ]);
  });

  apiTest('defaults the subscription type to Monthly and refuses any other', async ({ api }) => {
    const { subscription_type_id: _omit, ...payload } = registrationPayload();
    expect((await register(api, payload)).statusCode).toBe(201);
    const other = await register(api, registrationPayload({ subscription_type_id: 2 }));
    expect(other.statusCode).toBe(400);
    expect(other.json().errors.subscription_type_id).toBeDefined();
  });

  apiTest.for([
    ['office name missing', { office_name: undefined }, 'office_name', accountMessages.officeNameRequired],
    ['office name blank', { office_name: '   ' }, 'office_name', accountMessages.officeNameRequired],
    ['office name short', { office_name: 'NIA' }, 'office_name', accountMessages.officeNameMin],
    ['username missing', { username: undefined }, 'username', accountMessages.usernameRequired],
    ['username short', { username: 'abc' }, 'username', accountMessages.usernameMin],
    ['e-mail missing', { email: undefined }, 'email', accountMessages.emailRequired],
    ['e-mail blank', { email: '' }, 'email', accountMessages.emailRequired],
    ['e-mail invalid', { email: 'not-an-email' }, 'email', accountMessages.emailInvalid],
    ['first name missing', { first_name: undefined }, 'first_name', accountMessages.firstNameRequired],
    ['first name blank', { first_name: ' ' }, 'first_name', accountMessages.firstNameRequired],
    ['last name missing', { last_name: undefined }, 'last_name', accountMessages.lastNameRequired],
    ['password missing', { password: undefined }, 'password', accountMessages.passwordRequired],
    ['password short', { password: 'short' }, 'password', accountMessages.passwordMin],
  ] as const)('answers 400 for %s with the spec message', async ([, override, field, message], { api }) => {
    const response = await register(api, registrationPayload(override));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.detail).toBe(message);
    expect(body.errors[field]).toContain(message);
  });

  apiTest('refuses a second account for the same office, ignoring case', async ({ api, office }) => {
    const response = await register(api, registrationPayload({ office_name: office.officeName.toUpperCase() }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'An account for this office already exists.',
      errors: { office_name: ['An account for this office already exists.'] },
    });
  });

  apiTest('refuses a taken username, ignoring case, and says which field', async ({ api, office }) => {
    const response = await register(api, registrationPayload({ username: office.viewer.username.toUpperCase() }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'This username is already taken.',
      errors: { username: ['This username is already taken.'] },
    });
  });

  apiTest('names both fields when both collide', async ({ api, office }) => {
    const response = await register(api, registrationPayload({ office_name: office.officeName, username: office.holder.username }));
    expect(response.json().errors).toEqual({
      office_name: ['An account for this office already exists.'],
      username: ['This username is already taken.'],
    });
  });

  apiTest('writes nothing when registration fails', async ({ api, office }) => {
    const before = await countRows(api);
    expect((await register(api, registrationPayload({ username: office.holder.username }))).statusCode).toBe(400);
    expect((await register(api, registrationPayload({ email: 'broken' }))).statusCode).toBe(400);
    expect(await countRows(api)).toEqual(before);
  });

  apiTest('writes nothing when the user insert fails inside the transaction', async () => {
    // A database of its own, with a trigger that fails the users insert the way a registration
    // racing for the same username does: after the pre-check passed and the account row is in.
    const own = await createTestApp();
    try {
      const payload = registrationPayload();
      await own.db.execute(
        sql.raw(`create function fail_test_user_insert() returns trigger language plpgsql as $$
          begin
            raise unique_violation using message = 'username taken by a racing registration',
              constraint = '${USERNAME_UNIQUE_INDEX}';
          end $$`),
      );
      await own.db.execute(
        sql.raw(`create trigger fail_test_user_insert before insert on users for each row
          when (new.username = '${payload.username}') execute function fail_test_user_insert()`),
      );
      const before = await countRows(own);
      const response = await register(own, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'This username is already taken.',
        errors: { username: ['This username is already taken.'] },
      });
      // The account row was inserted before the failing user insert; the rollback took it away.
      expect(await own.db.select().from(accounts).where(eq(accounts.officeName, payload.office_name))).toEqual([]);
      expect(await countRows(own)).toEqual(before);
      // The same office registers once the username is free of the race.
      expect((await register(own, { ...payload, username: `${payload.username}x` })).statusCode).toBe(201);
    } finally {
      await own.close();
    }
  });
});

describe('GET accounts/details', () => {
  apiTest("answers the signed-in user's account", async ({ api, office }) => {
    const response = await api.request({ method: 'GET', url: '/api/accounts/details', token: office.viewer.access });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: office.accountId, office_name: office.officeName, active: true });
  });

  apiTest('needs a token', async ({ api }) => {
    expect((await api.request({ method: 'GET', url: '/api/accounts/details/' })).statusCode).toBe(401);
  });
});

describe('PUT accounts/update/', () => {
  apiTest('lets the account holder rename the office', async ({ api, office }) => {
    const newName = `${office.officeName} Renamed`;
    const response = await api.request({ method: 'PUT', url: '/api/accounts/update/', token: office.holder.access, payload: { office_name: newName } });
    expect(response.statusCode).toBe(200);
    expect(response.json().office_name).toBe(newName);
    // Renaming to its own name in another case is not a duplicate.
    const same = await api.request({ method: 'PUT', url: '/api/accounts/update', token: office.holder.access, payload: { office_name: newName.toLowerCase() } });
    expect(same.statusCode).toBe(200);
  });

  apiTest('answers 403 for anyone but the account holder', async ({ api, office }) => {
    for (const user of [office.inspector, office.accountant, office.viewer]) {
      const response = await api.request({ method: 'PUT', url: '/api/accounts/update/', token: user.access, payload: { office_name: 'Some Other Name' } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'Only the account holder can update the account.' });
    }
    const details = await api.request({ method: 'GET', url: '/api/accounts/details', token: office.viewer.access });
    expect(details.json().office_name).toBe(office.officeName);
  });

  apiTest("refuses another office's name and validates the name", async ({ api, office, otherOffice }) => {
    const duplicate = await api.request({ method: 'PUT', url: '/api/accounts/update/', token: otherOffice.holder.access, payload: { office_name: office.officeName.toLowerCase() } });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors).toEqual({ office_name: ['An account for this office already exists.'] });
    const empty = await api.request({ method: 'PUT', url: '/api/accounts/update/', token: otherOffice.holder.access, payload: { office_name: '' } });
    expect(empty.json()).toEqual({ detail: accountMessages.officeNameRequired, errors: { office_name: [accountMessages.officeNameRequired] } });
  });
});

describe('GET subscriptions/subscription-types', () => {
  apiTest('offers only the Monthly subscription, without a token', async ({ api }) => {
    const response = await api.request({ method: 'GET', url: '/api/subscriptions/subscription-types' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ id: 1, name: 'Monthly', price: 15790, billing: 'Billed at the end of the billing period' }]);
  });
});
