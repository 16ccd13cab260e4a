import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE } from '../src/plugins/error-handler.js';
import { apiTest } from './helpers/api-test.js';
import { createOffice, registrationPayload } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

describe('health', () => {
  apiTest('answers ok after a database round trip', async ({ api }) => {
    const response = await api.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database fails', async () => {
    const broken = await createTestApp();
    const select = broken.db.select.bind(broken.db);
    broken.db.select = (() => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    }) as unknown as typeof select;
    const response = await broken.request({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable' });
    broken.db.select = select;
    await broken.close();
  });
});

describe('routing', () => {
  apiTest('accepts every path with and without its trailing slash', async ({ api }) => {
    for (const url of ['/api/subscriptions/subscription-types', '/api/subscriptions/subscription-types/', '/api/health/']) {
      expect((await api.request({ method: 'GET', url })).statusCode).toBe(200);
    }
  });

  apiTest('answers JSON 404 for an unknown /api path, whatever the method', async ({ api }) => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      const response = await api.request({ method, url: '/api/no-such-thing/' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });

  apiTest('tells to build the web app when apps/web/dist is missing', async ({ api }) => {
    const response = await api.request({ method: 'GET', url: '/dashboard' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build -w @subaybay/web');
  });
});

describe('built web app', () => {
  let web: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'subaybay-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Subaybay</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    web = await createTestApp({ config: { webDistDir: dist } });
  });
  afterAll(async () => {
    await web?.close();
  });

  it('serves index.html for history routes, never cached', async () => {
    for (const url of ['/', '/dashboard', '/user-profile/3', '/register-account?x=1']) {
      const response = await web.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache and other files revalidated', async () => {
    const asset = await web.request({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const icon = await web.request({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('still answers JSON 404 under /api', async () => {
    const response = await web.request({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  it('sends security headers with a CSP that allows the built app', async () => {
    const response = await web.request({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain('img-src \'self\' data:');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

/** A raw body of the given Content-Type posted to the sign-in route: how the request-error tests send what no client would. */
function postTokenBody(api: TestApp, contentType: string, payload: string) {
  return api.request({ method: 'POST', url: '/api/token/', headers: { 'content-type': contentType }, payload });
}

describe('request errors', () => {
  apiTest('answers 400 with a detail for malformed JSON', async ({ api }) => {
    const response = await postTokenBody(api, 'application/json', '{"username": "abc",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The request body is not valid JSON.' });
  });

  apiTest('answers 400 when the body is missing', async ({ api }) => {
    const response = await api.request({ method: 'POST', url: '/api/accounts/create/' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toEqual(expect.any(String));
  });

  apiTest('answers 413 for a body over the limit', async ({ api }) => {
    const response = await api.request({
      method: 'POST',
      url: '/api/accounts/create/',
      payload: { ...registrationPayload(), office_name: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('The request body is too large.');
  });

  apiTest('answers 415, not 500, for a body in another format', async ({ api }) => {
    const response = await postTokenBody(api, 'application/xml', '<username>demo</username>');
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toMatch(/JSON/);
    // text/plain is not JSON either.
    const text = await postTokenBody(api, 'text/plain', 'x');
    expect(text.statusCode).toBe(415);
  });

  apiTest('answers 400 for wrong JSON types without a 500', async ({ api }) => {
    for (const payload of [[], 'text', 42, { username: 5, password: true }, { username: null }]) {
      const response = await api.request({ method: 'POST', url: '/api/token/', payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('answers 500 without internals for an unexpected error', async () => {
    const app = await createTestApp();
    // A bug, not client input and not the database being away (a missing table is a 503: database-failures.test.ts).
    const transaction = app.db.transaction.bind(app.db);
    app.db.transaction = (() => {
      throw new TypeError("Cannot read properties of undefined (reading 'id')");
    }) as unknown as typeof transaction;
    const response = await app.request({ method: 'POST', url: '/api/accounts/create/', payload: registrationPayload() });
    app.db.transaction = transaction;
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Unknown error from the server.' });
    await app.close();
  });
});

describe('database outage', () => {
  it('answers 503 with a detail when the database cannot be reached mid-request', async () => {
    const outage = await createTestApp();
    const office = await createOffice(outage);
    const select = outage.db.select.bind(outage.db);
    // What drizzle throws when the server goes away: the driver's error as the cause.
    const lost = Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('terminating connection'), { code: '57P01' }) });
    outage.db.select = (() => {
      throw lost;
    }) as unknown as typeof select;
    const response = await outage.request({ method: 'GET', url: '/api/expenditure-source-names/', token: office.holder.access });
    outage.db.select = select;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: DATABASE_UNAVAILABLE });
    await outage.close();
  });
});

describe('OpenAPI', () => {
  apiTest('lists every path with a tag, at /api/docs/json', async ({ api }) => {
    const response = await api.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { paths: Record<string, Record<string, { tags?: string[]; responses?: object }>> };
    const paths = Object.keys(document.paths);
    for (const expected of [
      '/api/token',
      '/api/token/refresh',
      '/api/token/logout',
      '/api/accounts/create',
      '/api/accounts/details',
      '/api/accounts/update',
      '/api/subscriptions/subscription-types',
      '/api/user-accounts',
      '/api/user-accounts/{userId}',
      '/api/user-accounts/is-account-holder',
      '/api/user-accounts/project-inspectors',
      '/api/user-accounts/create',
      '/api/user-accounts/update',
      '/api/user-accounts/update-password',
      '/api/user-accounts/follow',
      '/api/roles',
      '/api/activity-logs/create',
      '/api/activity-stream/{limit}',
      '/api/expenditure-source-names',
      '/api/expenditure-source-names/create',
      '/api/expenditure-source-names/update/{id}',
      '/api/health',
    ]) {
      expect(paths).toContain(expected);
    }
    for (const [route, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.tags?.length, `${method} ${route}`).toBeGreaterThan(0);
        expect(operation.responses, `${method} ${route}`).toBeDefined();
      }
    }
  });

  apiTest('serves the Swagger UI page at /api/docs/', async ({ api }) => {
    const response = await api.request({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});

describe('hostile input never causes a 500', () => {
  apiTest('answers 400 for NUL characters and 404 for ids beyond the integer range', async ({ api, office }) => {
    const nul = await api.request({ method: 'POST', url: '/api/token/', payload: { username: 'demo\u0000admin', password: 'whatever1' } });
    expect(nul.statusCode).toBe(400);
    const registration = await api.request({ method: 'POST', url: '/api/accounts/create/', payload: registrationPayload({ first_name: 'Ju\u0000an' }) });
    expect(registration.statusCode).toBe(400);

    const follow = await api.request({ method: 'POST', url: '/api/user-accounts/follow/', token: office.viewer.access, payload: { user_id: 9_007_199_254_740_991 } });
    expect(follow.statusCode).toBe(404);
    const update = await api.request({
      method: 'PUT',
      url: '/api/user-accounts/update/',
      token: office.holder.access,
      payload: { id: 3_000_000_000, first_name: 'A', last_name: 'B', email: 'a@b.ph', position: 'C' },
    });
    expect(update.statusCode).toBe(404);
    const prototype = await api.request({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"abcde","password":"abcdefgh","__proto__":{"x":1}}',
    });
    expect(prototype.statusCode).toBe(400);
  });
});
