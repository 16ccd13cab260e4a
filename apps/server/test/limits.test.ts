import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { authServiceMessages } from '../src/features/auth/auth.service.js';
import { accountServiceMessages } from '../src/features/accounts/accounts.messages.js';
import { createOffice, PASSWORD, registrationPayload, type Office } from './helpers/factories.js';
import { createTestApp, testConfig, type TestApp } from './helpers/test-app.js';

/**
 * Sign-in and registration limits, counted in the database with the app's
 * clock: time is moved, never waited for.
 */

const LIMITS = {
  loginFailuresPerAccount: 3,
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

describe('sign-in limit per account', () => {
  it("locks one username after its failures; colleagues behind the same address still sign in", async () => {
    const office = await officeWithLimits();
    const desk = newAddress();
    for (let attempt = 0; attempt < LIMITS.loginFailuresPerAccount; attempt += 1) {
      expect((await signIn(office.viewer.username, 'wrong-guess', desk)).statusCode).toBe(401);
    }
    const locked = await signIn(office.viewer.username, PASSWORD, desk);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ detail: authServiceMessages.tooManySignInAttempts });
    // Another case of the same username is the same account.
    expect((await signIn(office.viewer.username.toUpperCase(), PASSWORD, newAddress())).statusCode).toBe(429);

    expect((await signIn(office.inspector.username, PASSWORD, desk)).statusCode).toBe(200);

    now = new Date(now.getTime() + LIMITS.loginWindowMs);
    expect((await signIn(office.viewer.username, PASSWORD, desk)).statusCode).toBe(200);
  });

  it('counts failures, not successes, and a success clears the account’s failures', async () => {
    const office = await officeWithLimits();
    const desk = newAddress();
    for (let attempt = 0; attempt < LIMITS.loginFailuresPerAccount * 2; attempt += 1) {
      expect((await signIn(office.accountant.username, PASSWORD, desk)).statusCode).toBe(200);
    }
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < LIMITS.loginFailuresPerAccount - 1; attempt += 1) {
        expect((await signIn(office.accountant.username, 'wrong-guess', newAddress())).statusCode).toBe(401);
      }
      expect((await signIn(office.accountant.username, PASSWORD, newAddress())).statusCode).toBe(200);
    }
  });
});

describe('sign-in limit per address', () => {
  it('stops an address guessing across many usernames; other addresses are unaffected', async () => {
    const office = await officeWithLimits();
    const attacker = newAddress();
    for (let attempt = 0; attempt < LIMITS.loginFailuresPerAddress; attempt += 1) {
      expect((await signIn(`nobody${attempt}x`, 'wrong-guess', attacker)).statusCode).toBe(401);
    }
    expect((await signIn(office.holder.username, PASSWORD, attacker)).statusCode).toBe(429);
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
    expect(refused.json()).toEqual({ detail: accountServiceMessages.tooManyRegistrations });
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
    const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
    const ok = await t.request({
      method: 'POST',
      url: '/api/expenditure-source-names/create/',
      token: office.holder.access,
      headers: { 'content-type': 'application/json' },
      payload: nested(32),
    });
    expect(ok.statusCode).toBe(400);
    expect(ok.json().detail).not.toBe('The request body is nested too deeply.');
    const deep = await t.request({
      method: 'POST',
      url: '/api/expenditure-source-names/create/',
      token: office.holder.access,
      headers: { 'content-type': 'application/json' },
      payload: nested(33),
    });
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
