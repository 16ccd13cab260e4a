import { accountMessages } from '@subaybay/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema/accounts.js';
import { addMonths, officeDate } from '../src/lib/dates.js';
import { createOffice, login, registrationPayload, type Office } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let office: Office;

beforeAll(async () => {
  t = await createTestApp();
  office = await createOffice(t);
});
afterAll(async () => {
  await t?.close();
});

const register = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/accounts/create/', payload });

async function countAccounts(): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(accounts);
  return Number(row!.n);
}

describe('POST accounts/create/', () => {
  it('registers an office with its account holder and answers 201 with the account', async () => {
    const payload = registrationPayload();
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const account = response.json();
    expect(account).toEqual({
      id: expect.any(Number),
      office_name: payload.office_name,
      subscription_type: { id: 1, name: 'Monthly' },
      next_renewal: addMonths(officeDate(), 1),
      created_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      active: true,
    });
    const tokens = await login(t, payload.username, payload.password);
    const holder = await t.request({ method: 'GET', url: '/api/user-accounts/is-account-holder', token: tokens.access });
    expect(holder.json()).toEqual({ account_holder: true });
    const users = await t.request({ method: 'GET', url: '/api/user-accounts/', token: tokens.access });
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

  it('defaults the subscription type to Monthly and refuses any other', async () => {
    const { subscription_type_id: _omit, ...payload } = registrationPayload();
    expect((await register(payload)).statusCode).toBe(201);
    const other = await register(registrationPayload({ subscription_type_id: 2 }));
    expect(other.statusCode).toBe(400);
    expect(other.json().errors.subscription_type_id).toBeDefined();
  });

  it.each([
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
  ])('answers 400 for %s with the spec message', async (_label, override, field, message) => {
    const response = await register(registrationPayload(override));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.detail).toBe(message);
    expect(body.errors[field]).toContain(message);
  });

  it('refuses a second account for the same office, ignoring case', async () => {
    const response = await register(registrationPayload({ office_name: office.officeName.toUpperCase() }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'An account for this office already exists.',
      errors: { office_name: ['An account for this office already exists.'] },
    });
  });

  it('refuses a taken username, ignoring case, and says which field', async () => {
    const response = await register(registrationPayload({ username: office.viewer.username.toUpperCase() }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'This username is already taken.',
      errors: { username: ['This username is already taken.'] },
    });
  });

  it('names both fields when both collide', async () => {
    const response = await register(registrationPayload({ office_name: office.officeName, username: office.holder.username }));
    expect(response.json().errors).toEqual({
      office_name: ['An account for this office already exists.'],
      username: ['This username is already taken.'],
    });
  });

  it('writes nothing when registration fails', async () => {
    const before = await countAccounts();
    await register(registrationPayload({ username: office.holder.username }));
    await register(registrationPayload({ email: 'broken' }));
    expect(await countAccounts()).toBe(before);
  });

  it('writes nothing when the user insert fails inside the transaction', async () => {
    const before = await countAccounts();
    // Pass the pre-check, then fail on the username index inside the transaction: two racing registrations.
    const payload = registrationPayload();
    const [first, second] = await Promise.all([
      register(payload),
      register({ ...payload, office_name: `${payload.office_name} Annex` }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([201, 400]);
    expect(await countAccounts()).toBe(before + 1);
  });
});

describe('GET accounts/details', () => {
  it("answers the signed-in user's account", async () => {
    const response = await t.request({ method: 'GET', url: '/api/accounts/details', token: office.viewer.access });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: office.accountId, office_name: office.officeName, active: true });
  });

  it('needs a token', async () => {
    expect((await t.request({ method: 'GET', url: '/api/accounts/details/' })).statusCode).toBe(401);
  });
});

describe('PUT accounts/update/', () => {
  it('lets the account holder rename the office', async () => {
    const own = await createOffice(t);
    const newName = `${own.officeName} Renamed`;
    const response = await t.request({ method: 'PUT', url: '/api/accounts/update/', token: own.holder.access, payload: { office_name: newName } });
    expect(response.statusCode).toBe(200);
    expect(response.json().office_name).toBe(newName);
    // Renaming to its own name in another case is not a duplicate.
    const same = await t.request({ method: 'PUT', url: '/api/accounts/update', token: own.holder.access, payload: { office_name: newName.toLowerCase() } });
    expect(same.statusCode).toBe(200);
  });

  it('answers 403 for anyone but the account holder', async () => {
    for (const user of [office.inspector, office.accountant, office.viewer]) {
      const response = await t.request({ method: 'PUT', url: '/api/accounts/update/', token: user.access, payload: { office_name: 'Some Other Name' } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'Only the account holder can update the account.' });
    }
  });

  it("refuses another office's name and validates the name", async () => {
    const other = await createOffice(t);
    const duplicate = await t.request({ method: 'PUT', url: '/api/accounts/update/', token: other.holder.access, payload: { office_name: office.officeName.toLowerCase() } });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors).toEqual({ office_name: ['An account for this office already exists.'] });
    const empty = await t.request({ method: 'PUT', url: '/api/accounts/update/', token: other.holder.access, payload: { office_name: '' } });
    expect(empty.json()).toEqual({ detail: accountMessages.officeNameRequired, errors: { office_name: [accountMessages.officeNameRequired] } });
  });
});

describe('GET subscriptions/subscription-types', () => {
  it('offers only the Monthly subscription, without a token', async () => {
    const response = await t.request({ method: 'GET', url: '/api/subscriptions/subscription-types' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ id: 1, name: 'Monthly', price: 15790, billing: 'Billed at the end of the billing period' }]);
  });
});
