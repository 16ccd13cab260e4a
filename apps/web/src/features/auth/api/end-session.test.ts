import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { getSession } from '../../../lib/session';
import { mockApi } from '../../../test/api-mock';
import { signIn } from '../../../test/fixtures';
import { logout } from './end-session';

function setup(routes: Parameters<typeof mockApi>[0]) {
  const { fetchMock, calls } = mockApi(routes);
  configureApiClient({ fetch: fetchMock as unknown as typeof fetch, notify: vi.fn(), navigate: vi.fn() });
  return { calls };
}

afterEach(() => configureApiClient({}));

describe('logout (spec 1 §4)', () => {
  it('logs Logout, ends the session on the server with its refresh token, then clears the credentials', async () => {
    const session = signIn();
    // The activity log is best effort: unmocked, it answers 404 and logout goes on.
    const { calls } = setup({ 'POST token/logout': { status: 204 } });
    await logout();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST activity-logs/create', 'POST token/logout']);
    expect(calls[1]?.body).toEqual({ refresh: session.refresh });
    // The refresh token proves the session: no bearer token is needed (it may have expired).
    expect(calls[1]?.headers.Authorization).toBeUndefined();
    expect(getSession()).toBeNull();
  });

  it('clears the credentials even when the server refuses or cannot be reached', async () => {
    signIn();
    setup({ 'POST token/logout': { status: 503, body: { detail: 'The database is not available; try again shortly.' } } });
    await logout();
    expect(getSession()).toBeNull();
  });
});
