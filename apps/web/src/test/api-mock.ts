import { vi } from 'vitest';
import { checkMockedResponse } from './api-responses';

export type MockAnswer = { status?: number; body?: unknown } | ((request: { body: unknown; headers: Record<string, string> }) => { status?: number; body?: unknown });

/**
 * A fetch stand-in keyed by "METHOD path" (path without /api/ and without its
 * trailing slash). Unknown calls answer 404 so a missing mock is obvious.
 * Every mocked body is checked against the server's response schema for its
 * path (`api-responses.ts`): fixed answers at once, computed ones when called.
 */
export function mockApi(routes: Record<string, MockAnswer>) {
  for (const [key, route] of Object.entries(routes)) {
    if (typeof route === 'function') continue;
    const [method = '', path = ''] = key.split(' ');
    checkMockedResponse(method, path, route.status ?? 200, route.body);
  }
  const calls: { method: string; path: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    // The trailing slash of the path goes, before the query too: `contractors/5/?as_of=…` is `contractors/5?as_of=…`.
    const path = String(input).replace(/^\/api\//, '').replace(/\/(\?|$)/, '$1');
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, path, body, headers });
    const route = routes[`${method} ${path}`];
    const answer = typeof route === 'function' ? route({ body, headers }) : (route ?? { status: 404, body: { detail: 'Not found.' } });
    const status = answer.status ?? 200;
    if (typeof route === 'function') {
      try {
        checkMockedResponse(method, path, status, answer.body);
      } catch (error) {
        driftErrors.push(error);
        throw error;
      }
    }
    return new Response(status === 204 || answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetchMock, calls };
}

/** Computed answers that did not match the server (setup.ts fails the test on them). */
export const driftErrors: unknown[] = [];

/** An unsigned JWT with the given claims (the client only reads them). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}
