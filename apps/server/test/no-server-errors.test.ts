import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { apiTest } from './helpers/api-test.js';
import type { TestApp } from './helpers/test-app.js';

/**
 * "No endpoint answers 500 to anything a client can send." Every operation of
 * the OpenAPI document — so every route a later feature adds, too — gets
 * odd path parameters and arbitrary JSON bodies, signed in and not; each
 * answer must be below 500 and, when refused, carry a `detail` sentence.
 */

type Operation = { method: string; path: string };

/**
 * The operations of the OpenAPI document. The test apps' sign-in limit (10,000
 * a minute) lets the flood of hostile sign-ins still reach validation.
 */
async function operations(t: TestApp): Promise<Operation[]> {
  const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const found = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path })),
  );
  // So a test over every operation cannot pass by finding none (the API has 21 today).
  expect(found.length).toBeGreaterThan(20);
  return found;
}

const oddParams = ['0', '-1', 'abc', '1.5', '99999999999999999999', '%00', '%E0%A4%A', "1'--"];

const fixedBodies: unknown[] = [
  undefined,
  {},
  [],
  null,
  'text',
  42,
  { id: 'x', user_id: 'x', role_id: 'x', limit: -1 },
  { office_name: 7, username: ['a'], password: { a: 1 }, email: true, long_name: null, short_name: Number.MAX_VALUE },
  { id: 2 ** 53 + 2, user_id: -5, role_id: 4, new_password: 'x'.repeat(10_000) },
  { action: '\u0000', refresh: 'not.a.jwt', username: 'a'.repeat(5_000), password: '' },
];

function withParams(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, value);
}

async function expectClientAnswer(t: TestApp, operation: Operation, url: string, payload: unknown, token?: string) {
  const response = await t.request({
    method: operation.method as 'GET',
    url,
    ...(token ? { token } : {}),
    ...(payload === undefined ? {} : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) }),
  });
  const context = `${operation.method} ${url} ${JSON.stringify(payload)?.slice(0, 80)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
  expect(response.statusCode, context).toBeLessThan(500);
  if (response.statusCode >= 400 && response.headers['content-type']?.toString().includes('json')) {
    expect(typeof (response.json() as { detail?: unknown }).detail, context).toBe('string');
  }
}

// These walk every operation of the document, so they grow with the API: their own limit, not the suite's.
const WALK_TIMEOUT_MS = 180_000;

describe('no endpoint answers 500 to what a client can send', () => {
  apiTest('odd path parameters, signed in and not', async ({ api, office }) => {
    const withPathParams = (await operations(api)).filter((operation) => operation.path.includes('{'));
    expect(withPathParams.length).toBeGreaterThanOrEqual(3);
    for (const operation of withPathParams) {
      for (const value of oddParams) {
        const url = withParams(operation.path, value);
        await expectClientAnswer(api, operation, url, operation.method === 'GET' ? undefined : {}, office.holder.access);
        await expectClientAnswer(api, operation, url, undefined);
      }
    }
  }, WALK_TIMEOUT_MS);

  apiTest('fixed hostile bodies on every operation', async ({ api, office }) => {
    for (const operation of await operations(api)) {
      const url = withParams(operation.path, '1');
      for (const body of fixedBodies) {
        await expectClientAnswer(api, operation, url, body, office.viewer.access);
        await expectClientAnswer(api, operation, url, body, office.holder.access);
      }
    }
  }, WALK_TIMEOUT_MS);

  apiTest('arbitrary JSON bodies on every write operation', async ({ api, office }) => {
    const writes = (await operations(api)).filter((operation) => operation.method !== 'GET');
    expect(writes.length).toBeGreaterThanOrEqual(10);
    // A fixed seed keeps the run repeatable; a failure prints the body that broke it.
    const bodies = fc.sample(fc.jsonValue({ maxDepth: 2 }), { numRuns: 25, seed: 20261123 });
    for (const operation of writes) {
      for (const body of bodies) {
        await expectClientAnswer(api, operation, withParams(operation.path, '1'), body, office.holder.access);
      }
    }
  }, WALK_TIMEOUT_MS);
});
