import { accountMessages } from '@subaybay/domain';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect } from 'vitest';
import { users } from '../src/db/schema/users.js';
import { setAccountActive } from '../src/cli/admin-commands.js';
import { apiTest } from './helpers/api-test.js';
import { createOffice, login, PASSWORD, type Office } from './helpers/factories.js';

const SESSION_INVALID = 'Your session has expired or is not valid. Please sign in again.';

describe('POST token/', () => {
  apiTest('issues an access and a refresh token with user_id, account_id and token_type claims', async ({ api, office }) => {
    const response = await api.request({ method: 'POST', url: '/api/token/', payload: { username: office.viewer.username, password: PASSWORD } });
    expect(response.statusCode).toBe(200);
    const { access, refresh } = response.json() as { access: string; refresh: string };
    const accessClaims = decodeJwt(access);
    expect(accessClaims).toMatchObject({ user_id: office.viewer.id, account_id: office.accountId, token_type: 'access' });
    expect(accessClaims.exp! - accessClaims.iat!).toBe(900);
    const refreshClaims = decodeJwt(refresh);
    expect(refreshClaims).toMatchObject({ user_id: office.viewer.id, token_type: 'refresh' });
    expect(refreshClaims.exp! - refreshClaims.iat!).toBe(86_400);
  });

  apiTest('accepts the username in any case and without the trailing slash', async ({ api, office }) => {
    const response = await api.request({ method: 'POST', url: '/api/token', payload: { username: office.viewer.username.toUpperCase(), password: PASSWORD } });
    expect(response.statusCode).toBe(200);
  });

  apiTest('records last_login', async ({ api, office }) => {
    const before = await api.db.select({ lastLogin: users.lastLogin }).from(users).where(eq(users.id, office.inspector.id));
    await login(api, office.inspector.username, PASSWORD);
    const after = await api.db.select({ lastLogin: users.lastLogin }).from(users).where(eq(users.id, office.inspector.id));
    expect(after[0]!.lastLogin!.getTime()).toBeGreaterThanOrEqual(before[0]!.lastLogin!.getTime());
  });

  apiTest('stores passwords as argon2id hashes', async ({ api, office }) => {
    const [row] = await api.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, office.holder.id));
    expect(row!.hash).toMatch(/^\$argon2id\$/);
  });

  apiTest.for([
    ['a wrong password', (office: Office) => ({ username: office.viewer.username, password: 'wrong-password' })],
    ['an unknown username', () => ({ username: 'nobody-here', password: PASSWORD })],
  ] as const)('answers 401 with the spec message for %s', async ([, payload], { api, office }) => {
    const response = await api.request({ method: 'POST', url: '/api/token/', payload: payload(office) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: accountMessages.invalidCredentials });
  });

  apiTest('requires username and password', async ({ api }) => {
    const response = await api.request({ method: 'POST', url: '/api/token/', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: accountMessages.usernameRequired,
      errors: { username: [accountMessages.usernameRequired], password: [accountMessages.passwordRequired] },
    });
    const blank = await api.request({ method: 'POST', url: '/api/token/', payload: { username: '  ', password: '' } });
    expect(blank.json().errors).toEqual({ username: [accountMessages.usernameRequired], password: [accountMessages.passwordRequired] });
  });

  apiTest('signs in a user of an inactive account, so the web can show its Inactive page', async ({ api, office }) => {
    await setAccountActive(api.db, office.accountId, false);
    const tokens = await login(api, office.viewer.username, PASSWORD);
    const details = await api.request({ method: 'GET', url: '/api/accounts/details', token: tokens.access });
    expect(details.statusCode).toBe(200);
    expect(details.json().active).toBe(false);
  });
});

describe('POST token/refresh/', () => {
  apiTest('gives a new access token for a refresh token', async ({ api, office }) => {
    const response = await api.request({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: office.holder.refresh } });
    expect(response.statusCode).toBe(200);
    const { access } = response.json() as { access: string };
    expect(decodeJwt(access)).toMatchObject({ user_id: office.holder.id, token_type: 'access' });
    const me = await api.request({ method: 'GET', url: '/api/user-accounts/is-account-holder', token: access });
    expect(me.json()).toEqual({ account_holder: true });
  });

  apiTest('refuses an access token, garbage, or a missing field', async ({ api, office }) => {
    const withAccess = await api.request({ method: 'POST', url: '/api/token/refresh', payload: { refresh: office.holder.access } });
    expect(withAccess.statusCode).toBe(401);
    expect(withAccess.json()).toEqual({ detail: SESSION_INVALID });
    const garbage = await api.request({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: 'not.a.token' } });
    expect(garbage.statusCode).toBe(401);
    const missing = await api.request({ method: 'POST', url: '/api/token/refresh/', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.refresh).toBeDefined();
  });

  apiTest('refuses an expired refresh token', async ({ api, office }) => {
    const expired = await new SignJWT({ user_id: office.holder.id, account_id: office.accountId, token_type: 'refresh' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 90_000)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3_600)
      .sign(api.config.jwtSecret);
    const response = await api.request({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: expired } });
    expect(response.statusCode).toBe(401);
  });
});

describe('bearer authentication', () => {
  apiTest('answers 401 without a token', async ({ api }) => {
    const response = await api.request({ method: 'GET', url: '/api/user-accounts/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  apiTest('answers 401 for a malformed, forged, refresh or expired token', async ({ api, office }) => {
    const forged = await new SignJWT({ user_id: office.holder.id, account_id: office.accountId, token_type: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-to-sign'));
    const expired = await new SignJWT({ user_id: office.holder.id, account_id: office.accountId, token_type: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 1_000)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 100)
      .sign(api.config.jwtSecret);
    for (const token of ['garbage', forged, office.holder.refresh, expired]) {
      const response = await api.request({ method: 'GET', url: '/api/roles/', token });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: SESSION_INVALID });
    }
    const notBearer = await api.request({ method: 'GET', url: '/api/roles/', headers: { authorization: 'Basic abc' } });
    expect(notBearer.statusCode).toBe(401);
  });

  apiTest('expires access tokens after 900 seconds on the server clock', async ({ api }) => {
    api.clock.set(new Date());
    const local = await createOffice(api);
    expect((await api.request({ method: 'GET', url: '/api/roles', token: local.viewer.access })).statusCode).toBe(200);
    api.clock.advance(901_000);
    expect((await api.request({ method: 'GET', url: '/api/roles', token: local.viewer.access })).statusCode).toBe(401);
    const refreshed = await api.request({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: local.viewer.refresh } });
    expect(refreshed.statusCode).toBe(200);
  });

  apiTest('answers 401 once the user no longer exists', async ({ api, office }) => {
    await api.db.delete(users).where(eq(users.id, office.viewer.id));
    const response = await api.request({ method: 'GET', url: '/api/roles', token: office.viewer.access });
    expect(response.statusCode).toBe(401);
    const refreshed = await api.request({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: office.viewer.refresh } });
    expect(refreshed.statusCode).toBe(401);
  });
});

// The sign-in and registration limits: limits.test.ts.
