import { passwordChangeMessages } from '@subaybay/domain';
import { SignJWT } from 'jose';
import { describe, expect } from 'vitest';
import { resetPassword, setAccountActive } from '../src/cli/admin-commands.js';
import { authServiceMessages } from '../src/features/auth/auth.service.js';
import { REFRESH_RACE_GRACE_MS } from '../src/lib/sessions.js';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../src/lib/tokens.js';
import { apiTest } from './helpers/api-test.js';
import { createOffice, login, PASSWORD, type SignedInUser } from './helpers/factories.js';
import type { TestApp } from './helpers/test-app.js';

/**
 * Sessions end when they should: a password change or reset, a deactivated
 * user and a deactivated office sign the user out at once (access and refresh
 * tokens alike), and a refresh token works once.
 */

const INVALID_TOKEN = 'Your session has expired or is not valid. Please sign in again.';

const me = (t: TestApp, access: string) => t.request({ method: 'GET', url: '/api/user-accounts/', token: access });
const refresh = (t: TestApp, token: string) => t.request({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });

/** Both of the user's tokens are refused. */
async function expectSignedOut(t: TestApp, user: { access: string; refresh: string }) {
  const access = await me(t, user.access);
  expect(access.statusCode).toBe(401);
  expect(access.json()).toEqual({ detail: INVALID_TOKEN });
  const refreshed = await refresh(t, user.refresh);
  expect(refreshed.statusCode).toBe(401);
}

async function expectSignedIn(t: TestApp, user: { access: string; refresh: string }) {
  expect((await me(t, user.access)).statusCode).toBe(200);
}

describe('refresh tokens are single use', () => {
  apiTest('a refresh answers a new pair; the old refresh token is refused, the new one works', async ({ api, office }) => {
    const first = await refresh(api, office.viewer.refresh);
    expect(first.statusCode).toBe(200);
    const pair = first.json() as { access: string; refresh: string };
    expect(pair.refresh).not.toBe(office.viewer.refresh);
    await expectSignedIn(api, pair);
    const second = await refresh(api, pair.refresh);
    expect(second.statusCode).toBe(200);
  });

  apiTest('reusing a replaced refresh token ends every session of that user, and only that user', async ({ api }) => {
    api.clock.set('2026-11-23T02:00:00Z');
    const office = await createOffice(api);
    const otherDevice = await login(api, office.inspector.username, PASSWORD);
    const rotated = (await refresh(api, office.inspector.refresh).then((r) => r.json())) as { access: string; refresh: string };

    api.clock.advance(REFRESH_RACE_GRACE_MS + 1000);
    const replay = await refresh(api, office.inspector.refresh);
    expect(replay.statusCode).toBe(401);
    // The thief's and the owner's sessions are both gone, on every device.
    await expectSignedOut(api, rotated);
    await expectSignedOut(api, otherDevice);
    // Colleagues keep working.
    await expectSignedIn(api, office.holder);
  });

  apiTest('a replaced token within the grace (a second tab racing) is refused without ending the session', async ({ api }) => {
    api.clock.set('2026-11-23T02:00:00Z');
    const office = await createOffice(api);
    const rotated = (await refresh(api, office.viewer.refresh).then((r) => r.json())) as { access: string; refresh: string };
    expect((await refresh(api, office.viewer.refresh)).statusCode).toBe(401);
    await expectSignedIn(api, rotated);
    expect((await refresh(api, rotated.refresh)).statusCode).toBe(200);
  });

  apiTest('an access token is not a refresh token, and a refresh token does not open the API', async ({ api, office }) => {
    expect((await refresh(api, office.viewer.access)).statusCode).toBe(401);
    expect((await me(api, office.viewer.refresh)).statusCode).toBe(401);
  });
});

describe('signing out', () => {
  const logout = (t: TestApp, token: string) => t.request({ method: 'POST', url: '/api/token/logout/', payload: { refresh: token } });

  apiTest('ends the session on the server: its refresh and access tokens are refused at once', async ({ api, office }) => {
    const otherDevice = await login(api, office.viewer.username, PASSWORD);
    const response = await logout(api, office.viewer.refresh);
    expect(response.statusCode).toBe(204);
    await expectSignedOut(api, office.viewer);
    // Only that sign-in ends: the same user elsewhere stays signed in.
    await expectSignedIn(api, otherDevice);
    // Signing out again, or after the session ended, changes nothing and is no error.
    expect((await logout(api, office.viewer.refresh)).statusCode).toBe(204);
  });

  apiTest('takes the refresh token the session holds after a rotation', async ({ api, office }) => {
    const rotated = (await refresh(api, office.inspector.refresh).then((r) => r.json())) as { access: string; refresh: string };
    expect((await logout(api, rotated.refresh)).statusCode).toBe(204);
    await expectSignedOut(api, rotated);
  });

  apiTest('works for a user of an inactive office, who may not write anything else', async ({ api, office }) => {
    expect(await setAccountActive(api.db, office.accountId, false)).toBe(true);
    const signedIn = await login(api, office.accountant.username, PASSWORD);
    expect((await logout(api, signedIn.refresh)).statusCode).toBe(204);
    await expectSignedOut(api, signedIn);
  });

  apiTest('refuses a token that is not a refresh token of this server', async ({ api, office }) => {
    const forged = await logout(api, 'not-a-token');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ detail: INVALID_TOKEN });
    expect((await logout(api, office.holder.access)).statusCode).toBe(401);
    await expectSignedIn(api, office.holder);
  });
});

describe('changing one\'s own password', () => {
  const change = (t: TestApp, user: SignedInUser, payload: object) =>
    t.request({ method: 'PUT', url: '/api/user-accounts/update-password/', token: user.access, payload });

  apiTest('asks for the current password', async ({ api, office }) => {
    const missing = await change(api, office.viewer, { new_password: 'Another-pass-1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      detail: passwordChangeMessages.currentPasswordRequired,
      errors: { current_password: [passwordChangeMessages.currentPasswordRequired] },
    });
    const wrong = await change(api, office.viewer, { current_password: 'not-my-password', new_password: 'Another-pass-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: [passwordChangeMessages.currentPasswordWrong] });
    // Nothing changed: the old password still signs in.
    await login(api, office.viewer.username, PASSWORD);
  });

  apiTest('ends every session of the user and answers a new pair for this one', async ({ api, office }) => {
    const otherDevice = await login(api, office.accountant.username, PASSWORD);
    const changed = await change(api, office.accountant, { current_password: PASSWORD, new_password: 'Another-pass-1' });
    expect(changed.statusCode).toBe(200);
    const body = changed.json() as { detail: string; access: string; refresh: string };
    expect(body.detail).toBe('Password updated successfully!');
    await expectSignedOut(api, office.accountant);
    await expectSignedOut(api, otherDevice);
    await expectSignedIn(api, body);
    await login(api, office.accountant.username, 'Another-pass-1');
  });

  apiTest('is not possible through the user update form, which does not ask for the current password', async ({ api, office }) => {
    const response = await api.request({
      method: 'PUT',
      url: '/api/user-accounts/update/',
      token: office.holder.access,
      payload: { id: office.holder.id, first_name: 'Juan', last_name: 'Cruz', email: 'juan@example.gov.ph', position: 'Engineer', password: 'Another-pass-1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ password: [passwordChangeMessages.ownPasswordThroughChange] });
  });
});

describe('the account holder resets a password or deactivates a user', () => {
  const update = (t: TestApp, actor: SignedInUser, target: SignedInUser, extra: object) =>
    t.request({
      method: 'PUT',
      url: '/api/user-accounts/update/',
      token: actor.access,
      payload: { id: target.id, first_name: 'Maria', last_name: 'Santos', email: 'maria@example.gov.ph', position: 'Engineer', ...extra },
    });

  apiTest('a reset signs the user out; the holder stays signed in', async ({ api, office }) => {
    const response = await update(api, office.holder, office.inspector, { password: 'Reset-pass-123' });
    expect(response.statusCode).toBe(200);
    await expectSignedOut(api, office.inspector);
    await expectSignedIn(api, office.holder);
    await login(api, office.inspector.username, 'Reset-pass-123');
  });

  apiTest('a deactivated user is signed out and cannot sign in until reactivated', async ({ api, office }) => {
    const deactivated = await update(api, office.holder, office.viewer, { is_active: false });
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json().is_active).toBe(false);
    await expectSignedOut(api, office.viewer);

    const signIn = await api.request({ method: 'POST', url: '/api/token/', payload: { username: office.viewer.username, password: PASSWORD } });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json()).toEqual({ detail: authServiceMessages.userDeactivated });
    // A wrong password still gets the usual answer: the deactivation is said only to someone who knows the password.
    const guess = await api.request({ method: 'POST', url: '/api/token/', payload: { username: office.viewer.username, password: 'wrong-guess' } });
    expect(guess.json().detail).toMatch(/^Invalid username or password/);

    expect((await update(api, office.holder, office.viewer, { is_active: true })).statusCode).toBe(200);
    await login(api, office.viewer.username, PASSWORD);
  });

  apiTest('only the account holder deactivates, and not themself', async ({ api, office }) => {
    const byInspector = await update(api, office.inspector, office.viewer, { is_active: false });
    expect(byInspector.statusCode).toBe(403);
    const self = await update(api, office.holder, office.holder, { is_active: false });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors).toEqual({ is_active: [passwordChangeMessages.cannotDeactivateSelf] });
    await expectSignedIn(api, office.viewer);
  });
});

describe('the operator', () => {
  apiTest('resetting a password signs the user out everywhere', async ({ api, office }) => {
    expect(await resetPassword(api.db, api.passwords, office.inspector.username.toUpperCase(), 'Operator-reset-1')).toBe(true);
    await expectSignedOut(api, office.inspector);
    await expectSignedIn(api, office.holder);
  });

  apiTest('deactivating an office signs out all its users; they may sign in again and only read', async ({ api, office, otherOffice }) => {
    expect(await setAccountActive(api.db, office.accountId, false)).toBe(true);
    for (const user of [office.holder, office.inspector, office.accountant, office.viewer]) await expectSignedOut(api, user);
    await expectSignedIn(api, otherOffice.holder);

    const holder = await login(api, office.holder.username, PASSWORD);
    const details = await api.request({ method: 'GET', url: '/api/accounts/details/', token: holder.access });
    expect(details.statusCode).toBe(200);
    expect(details.json().active).toBe(false);
    expect((await me(api, holder.access)).statusCode).toBe(200);

    // Read-only everywhere, user management included.
    const inactive = "This office's account is inactive. Please contact support to renew the subscription.";
    const writes = [
      { method: 'POST' as const, url: '/api/user-accounts/create/', payload: { role_id: 5, username: 'newviewer1', password: PASSWORD } },
      { method: 'PUT' as const, url: '/api/accounts/update/', payload: { office_name: 'A New Office Name' } },
      { method: 'PUT' as const, url: '/api/user-accounts/update-password/', payload: { current_password: PASSWORD, new_password: 'Another-pass-1' } },
      { method: 'POST' as const, url: '/api/expenditure-source-names/create/', payload: { long_name: 'Contract Works', short_name: 'CW' } },
    ];
    for (const write of writes) {
      const response = await api.request({ ...write, token: holder.access });
      expect(response.statusCode, write.url).toBe(403);
      expect(response.json()).toEqual({ detail: inactive });
    }
  });
});

describe('tokens', () => {
  apiTest('without an expiry, or for another issuer or audience, are refused', async ({ api, office }) => {
    const claims = { user_id: office.holder.id, account_id: office.accountId, token_type: 'access' };
    const good = await api.request({ method: 'GET', url: '/api/user-accounts/', token: office.holder.access });
    expect(good.statusCode).toBe(200);
    const { sid } = JSON.parse(Buffer.from(office.holder.access.split('.')[1]!, 'base64url').toString()) as { sid: string };
    const sign = (build: (jwt: SignJWT) => SignJWT) =>
      build(new SignJWT({ ...claims, sid }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setJti(crypto.randomUUID())).sign(api.config.jwtSecret);

    const forged = {
      'no expiry': await sign((jwt) => jwt.setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE)),
      'another issuer': await sign((jwt) => jwt.setIssuer('elsewhere').setAudience(TOKEN_AUDIENCE).setExpirationTime('10m')),
      'another audience': await sign((jwt) => jwt.setIssuer(TOKEN_ISSUER).setAudience('elsewhere').setExpirationTime('10m')),
      'no issuer': await sign((jwt) => jwt.setAudience(TOKEN_AUDIENCE).setExpirationTime('10m')),
    };
    for (const [name, token] of Object.entries(forged)) {
      const response = await api.request({ method: 'GET', url: '/api/user-accounts/', token });
      expect(response.statusCode, name).toBe(401);
    }
    // The same claims, correctly issued, are accepted: the refusals above are for what they lack.
    const proper = await sign((jwt) => jwt.setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE).setExpirationTime('10m'));
    expect((await api.request({ method: 'GET', url: '/api/user-accounts/', token: proper })).statusCode).toBe(200);
  });
});
