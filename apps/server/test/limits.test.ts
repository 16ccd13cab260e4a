import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { signInLimitMessages } from '../src/lib/sign-in-limits.js';
import { accountServiceMessages } from '../src/features/accounts/accounts.messages.js';
import { createOffice, PASSWORD, registrationPayload, type Office } from './helpers/factories.js';
import { createTestApp, testConfig, type TestApp } from './helpers/test-app.js';

/**
 * Sign-in and registration limits, counted in the database with the app's
 * clock: time is moved, never waited for.
 */

const LIMITS = {
  loginFailuresPerAccount: 3,
  loginFailuresPerAccountAllAddresses: 8,
  loginFailuresPerAddress: 6,
  loginWindowMs: 15 * 60_000,
  registrationsPerAddress: 2,
  registrationWindowMs: 60 * 60_000,
};

let now = new Date('2026-11-23T01:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => now, config: { limits: { ...LIMITS, registrationsPerAddress: 10_000 } } });
});
afterAll(async () => {
  await t?.close();
});

/** Each test signs in from addresses of its own, so the address counters of one test never reach another. */
let addressSequence = 0;
const newAddress = () => `198.51.100.${(addressSequence += 1)}`;

const signIn = (username: string, password: string, remoteAddress: string, app: TestApp['app'] = t.app) =>
  app.inject({ method: 'POST', url: '/api/token/', payload: { username, password }, remoteAddress });

/** Registration has its own limit test; here offices are made freely. */
const officeWithLimits = (): Promise<Office> => createOffice(t);

describe('sign-in limit per account and address', () => {
  it('locks one username at one address after its failures; colleagues behind the same address still sign in', async () => {
    const office = await officeWithLimits();
    const desk = newAddress();
    for (let attempt = 0; attempt < LIMITS.loginFailuresPerAccount; attempt += 1) {
      expect((await signIn(office.viewer.username, 'wrong-guess', desk)).statusCode).toBe(401);
    }
    const locked = await signIn(office.viewer.username, PASSWORD, desk);
    expect(locked.statusCode).toBe(429);
    // Another case of the same username is the same account.
    expect((await signIn(office.viewer.username.toUpperCase(), PASSWORD, desk)).statusCode).toBe(429);

    expect((await signIn(office.inspector.username, PASSWORD, desk)).statusCode).toBe(200);

    now = new Date(now.getTime() + LIMITS.loginWindowMs);
    expect((await signIn(office.viewer.username, PASSWORD, desk)).statusCode).toBe(200);
  });

  it('hands no lock to a stranger: guesses from one address leave the owner free to sign in from another', async () => {
    const office = await officeWithLimits();
    const stranger = newAddress();
    for (let attempt = 0; attempt < LIMITS.loginFailuresPerAccount * 3; attempt += 1) {
      await signIn(office.holder.username, 'wrong-guess', stranger);
    }
    expect((await signIn(office.holder.username, PASSWORD, stranger)).statusCode).toBe(429);
    expect((await signIn(office.holder.username, PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it('counts failures, not successes, and a success clears the failures of that account at that address', async () => {
    const office = await officeWithLimits();
    const desk = newAddress();
    for (let attempt = 0; attempt < LIMITS.loginFailuresPerAccount * 2; attempt += 1) {
      expect((await signIn(office.accountant.username, PASSWORD, desk)).statusCode).toBe(200);
    }
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < LIMITS.loginFailuresPerAccount - 1; attempt += 1) {
        expect((await signIn(office.accountant.username, 'wrong-guess', desk)).statusCode).toBe(401);
      }
      expect((await signIn(office.accountant.username, PASSWORD, desk)).statusCode).toBe(200);
    }
  });

  it('says when to try again: a Retry-After header in seconds and the wait in the sentence', async () => {
    const office = await officeWithLimits();
    const desk = newAddress();
    for (let attempt = 0; attempt < LIMITS.loginFailuresPerAccount; attempt += 1) {
      await signIn(office.viewer.username, 'wrong-guess', desk);
    }
    now = new Date(now.getTime() + 5 * 60_000);
    const locked = await signIn(office.viewer.username, PASSWORD, desk);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('600');
    expect(locked.json()).toEqual({ detail: signInLimitMessages.tooManyFailures(600) });
    expect(locked.json().detail).toBe('Too many failed sign-in attempts. Please try again in 10 minutes.');

    now = new Date(now.getTime() + 599_500);
    const almost = await signIn(office.viewer.username, PASSWORD, desk);
    expect(almost.headers['retry-after']).toBe('1');
    expect(almost.json().detail).toBe('Too many failed sign-in attempts. Please try again in 1 second.');
    now = new Date(now.getTime() + 500);
    expect((await signIn(office.viewer.username, PASSWORD, desk)).statusCode).toBe(200);
  });
});

describe('sign-in ceiling per account across all addresses', () => {
  it('stops guesses spread over many addresses at the higher ceiling, for everyone, until the window ends', async () => {
    const office = await officeWithLimits();
    for (let attempt = 0; attempt < LIMITS.loginFailuresPerAccountAllAddresses; attempt += 1) {
      expect((await signIn(office.inspector.username, 'wrong-guess', newAddress())).statusCode).toBe(401);
    }
    const locked = await signIn(office.inspector.username, PASSWORD, newAddress());
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(LIMITS.loginWindowMs / 1000);
    expect((await signIn(office.viewer.username, PASSWORD, newAddress())).statusCode).toBe(200);

    now = new Date(now.getTime() + LIMITS.loginWindowMs);
    expect((await signIn(office.inspector.username, PASSWORD, newAddress())).statusCode).toBe(200);
  });
});

describe('sign-in limit per address', () => {
  it('stops an address guessing across many usernames; other addresses are unaffected', async () => {
    const office = await officeWithLimits();
    const attacker = newAddress();
    for (let attempt = 0; attempt < LIMITS.loginFailuresPerAddress; attempt += 1) {
      expect((await signIn(`nobody${attempt}x`, 'wrong-guess', attacker)).statusCode).toBe(401);
    }
    const locked = await signIn(office.holder.username, PASSWORD, attacker);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(LIMITS.loginWindowMs / 1000);
    expect((await signIn(office.holder.username, PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it('is shared by two server processes on one database', async () => {
    const office = await officeWithLimits();
    const second = await buildApp({ db: t.db, config: testConfig({ limits: LIMITS }), now: () => now });
    try {
      const desk = newAddress();
      for (let attempt = 0; attempt < LIMITS.loginFailuresPerAccount; attempt += 1) {
        const app = attempt % 2 === 0 ? t.app : second;
        expect((await signIn(office.viewer.username, 'wrong-guess', desk, app)).statusCode).toBe(401);
      }
      expect((await signIn(office.viewer.username, PASSWORD, desk, second)).statusCode).toBe(429);
      expect((await signIn(office.viewer.username, PASSWORD, desk, t.app)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('sign-in limits under a burst of parallel attempts', () => {
  /** The production defaults: 10 per account and address, 50 per address. */
  const BURST_LIMITS = { ...LIMITS, loginFailuresPerAccount: 10, loginFailuresPerAccountAllAddresses: 100, loginFailuresPerAddress: 50 };

  const statuses = (responses: Array<{ statusCode: number }>) => {
    const counts = new Map<number, number>();
    for (const { statusCode } of responses) counts.set(statusCode, (counts.get(statusCode) ?? 0) + 1);
    return Object.fromEntries(counts);
  };

  it('evaluates exactly the per-account limit of 20 wrong passwords sent at once', async () => {
    const office = await officeWithLimits();
    const app = await buildApp({ db: t.db, config: testConfig({ limits: BURST_LIMITS }), now: () => now });
    try {
      const desk = newAddress();
      const responses = await Promise.all(Array.from({ length: 20 }, () => signIn(office.viewer.username, 'wrong-guess', desk, app)));
      expect(statuses(responses)).toEqual({ 401: 10, 429: 10 });
    } finally {
      await app.close();
    }
  });

  it('evaluates exactly the per-address limit of 60 wrong sign-ins sent at once', async () => {
    const app = await buildApp({ db: t.db, config: testConfig({ limits: BURST_LIMITS }), now: () => now });
    try {
      const attacker = newAddress();
      const responses = await Promise.all(Array.from({ length: 60 }, (_, index) => signIn(`burst${index}x${addressSequence}`, 'wrong-guess', attacker, app)));
      expect(statuses(responses)).toEqual({ 401: 50, 429: 10 });
    } finally {
      await app.close();
    }
  });
});

describe('PUT user-accounts/update-password/ with wrong current passwords', () => {
  const changePassword = (user: { access: string }, currentPassword: string, remoteAddress: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user-accounts/update-password/',
      headers: { authorization: `Bearer ${user.access}` },
      payload: { current_password: currentPassword, new_password: 'Another2026!' },
      remoteAddress,
    });

  it('counts them as failed sign-ins of the account: the same 429 and Retry-After, on both routes', async () => {
    const office = await officeWithLimits();
    const desk = newAddress();
    for (let attempt = 0; attempt < LIMITS.loginFailuresPerAccount; attempt += 1) {
      expect((await changePassword(office.inspector, 'wrong-guess', desk)).statusCode).toBe(400);
    }
    const locked = await changePassword(office.inspector, PASSWORD, desk);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(LIMITS.loginWindowMs / 1000));
    expect(locked.json()).toEqual({ detail: signInLimitMessages.tooManyFailures(LIMITS.loginWindowMs / 1000) });
    expect((await signIn(office.inspector.username, PASSWORD, desk)).statusCode).toBe(429);

    now = new Date(now.getTime() + LIMITS.loginWindowMs);
    // The access token has expired meanwhile: the owner signs in again and changes the password.
    const again = await signIn(office.inspector.username, PASSWORD, desk);
    expect(again.statusCode).toBe(200);
    expect((await changePassword(again.json(), PASSWORD, desk)).statusCode).toBe(200);
  });
});

describe('registration limit per address', () => {
  it('allows a few registrations per address and window, counting duplicates too', async () => {
    const limited = await buildApp({ db: t.db, config: testConfig({ limits: LIMITS }), now: () => now });
    try {
      await registrationsAreLimited(limited);
    } finally {
      await limited.close();
    }
  });

  async function registrationsAreLimited(app: TestApp['app']) {
    const address = newAddress();
    const register = (payload: object) => app.inject({ method: 'POST', url: '/api/accounts/create/', payload, remoteAddress: address });
    const first = registrationPayload();
    expect((await register(first)).statusCode).toBe(201);
    // A duplicate answers which name is taken, and is counted like any attempt.
    expect((await register({ ...registrationPayload(), username: first.username })).statusCode).toBe(400);
    const refused = await register(registrationPayload());
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(LIMITS.registrationWindowMs / 1000));
    expect(refused.json()).toEqual({ detail: 'Too many registrations from this address. Please try again in 60 minutes.' });
    expect(refused.json()).toEqual({ detail: accountServiceMessages.tooManyRegistrations(LIMITS.registrationWindowMs / 1000) });
    expect((await app.inject({ method: 'POST', url: '/api/accounts/create/', payload: registrationPayload(), remoteAddress: newAddress() })).statusCode).toBe(201);

    now = new Date(now.getTime() + LIMITS.registrationWindowMs);
    expect((await register(registrationPayload())).statusCode).toBe(201);
  }
});

describe('request bodies', () => {
  it('refuses a megabyte of nesting quickly, before parsing it', async () => {
    const office = await officeWithLimits();
    const depth = 500_000;
    const body = '['.repeat(depth) + ']'.repeat(depth);
    const started = performance.now();
    const response = await t.request({
      method: 'POST',
      url: '/api/expenditure-source-names/create/',
      token: office.holder.access,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    const elapsedMs = performance.now() - started;
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The request body is nested too deeply.' });
    // Not a timing assertion of the suite's speed: parsing this body used to take ~270 ms alone.
    expect(elapsedMs).toBeLessThan(5_000);
  });

  it('accepts ordinary nesting and refuses 33 levels', async () => {
    const office = await officeWithLimits();
    /** A JSON body `levels` objects deep, sent to a create route. */
    const postNested = (levels: number) =>
      t.request({
        method: 'POST',
        url: '/api/expenditure-source-names/create/',
        token: office.holder.access,
        headers: { 'content-type': 'application/json' },
        payload: '{"a":'.repeat(levels) + '1' + '}'.repeat(levels),
      });
    const ok = await postNested(32);
    expect(ok.statusCode).toBe(400);
    expect(ok.json().detail).not.toBe('The request body is nested too deeply.');
    const deep = await postNested(33);
    expect(deep.json()).toEqual({ detail: 'The request body is nested too deeply.' });
  });

  it('takes at most 16 KB on public routes', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(17 * 1024), password: 'y' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/json' },
      payload: big,
      remoteAddress: newAddress(),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'The request body is too large.' });
  });
});
