import { accountMessages } from '@subaybay/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, configureApiClient, errorMessages, REFRESH_AFTER_MS, SESSION_MAX_AGE_MS } from './api-client';
import { clearSession as signOutForTest, getSession } from './session';
import { mockApi } from '../test/api-mock';
import { signIn } from '../test/fixtures';

const T0 = 1_800_000_000_000;

function setup(routes: Parameters<typeof mockApi>[0], now: number) {
  const { fetchMock, calls } = mockApi(routes);
  const notify = vi.fn();
  const navigate = vi.fn();
  configureApiClient({ fetch: fetchMock as unknown as typeof fetch, notify, navigate, now: () => now });
  return { fetchMock, calls, notify, navigate };
}

afterEach(() => configureApiClient({}));

describe('token refresh (spec 1 §4)', () => {
  beforeEach(() => {
    signIn(undefined, { loginTime: T0, refreshTime: T0 });
  });

  it('uses the stored token while the last refresh is at most 600 s old', async () => {
    const { calls } = setup({ 'GET roles': { body: [] } }, T0 + REFRESH_AFTER_MS);
    await api.get('roles/');
    expect(calls.map((call) => call.path)).toEqual(['roles']);
    expect(calls[0]?.headers.Authorization).toBe(`Bearer ${getSession()?.access}`);
  });

  it('refreshes first when the last refresh is more than 600 s old, then continues the request', async () => {
    const now = T0 + REFRESH_AFTER_MS + 1000;
    const { calls } = setup({ 'POST token/refresh': { body: { access: 'fresh-access', refresh: 'fresh-refresh' } }, 'GET roles': { body: [] } }, now);
    await api.get('roles/');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST token/refresh', 'GET roles']);
    expect(calls[0]?.body).toEqual({ refresh: expect.any(String) });
    expect(calls[1]?.headers.Authorization).toBe('Bearer fresh-access');
    expect(getSession()?.refreshTime).toBe(now);
    expect(getSession()?.loginTime).toBe(T0);
    // Refresh tokens are single use: the new one replaces the old.
    expect(getSession()?.refresh).toBe('fresh-refresh');
  });

  it('asks for one refresh when several requests need it at once', async () => {
    const { calls } = setup(
      { 'POST token/refresh': { body: { access: 'fresh-access', refresh: 'fresh-refresh' } }, 'GET roles': { body: [] }, 'GET user-accounts': { body: [] } },
      T0 + REFRESH_AFTER_MS + 1,
    );
    await Promise.all([api.get('roles/'), api.get('user-accounts/')]);
    expect(calls.filter((call) => call.path === 'token/refresh')).toHaveLength(1);
  });

  it('clears the session and goes to login more than 86 400 s after sign-in, without calling the server', async () => {
    const { fetchMock, navigate } = setup({ 'GET roles': { body: [] } }, T0 + SESSION_MAX_AGE_MS + 1000);
    await expect(api.get('roles/')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('on a 401 refreshes once and retries the request once', async () => {
    let attempts = 0;
    const { calls } = setup(
      {
        'GET roles': () => (++attempts === 1 ? { status: 401, body: { detail: 'Token expired.' } } : { body: [{ id: 1, name: 'Admin' }] }),
        'POST token/refresh': { body: { access: 'fresh-access', refresh: 'fresh-refresh' } },
      },
      T0 + 1000,
    );
    await expect(api.get('roles/')).resolves.toEqual([{ id: 1, name: 'Admin' }]);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET roles', 'POST token/refresh', 'GET roles']);
    expect(calls[2]?.headers.Authorization).toBe('Bearer fresh-access');
  });

  it('ends the session when the retry is refused too', async () => {
    const { calls, navigate, notify } = setup(
      { 'GET roles': { status: 401, body: { detail: 'No.' } }, 'POST token/refresh': { body: { access: 'fresh-access', refresh: 'fresh-refresh' } } },
      T0 + 1000,
    );
    await expect(api.get('roles/')).rejects.toBeInstanceOf(ApiError);
    expect(calls.filter((call) => call.path === 'roles')).toHaveLength(2);
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(notify).toHaveBeenCalledWith(errorMessages.sessionEnded, 'info', expect.any(Number));
  });

  it('ends the session when the refresh itself is refused, and says so', async () => {
    const { navigate, notify } = setup(
      { 'GET roles': { status: 401, body: { detail: 'No.' } }, 'POST token/refresh': { status: 401, body: { detail: 'Expired.' } } },
      T0 + 1000,
    );
    await expect(api.get('roles/')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(notify).toHaveBeenCalledWith(errorMessages.sessionEnded, 'info', expect.any(Number));
  });

  it('sends a visitor who never signed in to sign-in without a toast', async () => {
    signOutForTest();
    const { navigate, notify } = setup({}, T0);
    await expect(api.get('roles/')).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('central error table (spec 1 §8)', () => {
  beforeEach(() => {
    signIn(undefined, { loginTime: T0, refreshTime: T0 });
  });

  it('500: toasts "Unknown error from the server."', async () => {
    const { notify } = setup({ 'GET roles': { status: 500, body: { detail: 'boom at line 3' } } }, T0);
    await expect(api.get('roles/')).rejects.toMatchObject({ status: 500 });
    expect(notify).toHaveBeenCalledWith(errorMessages.unknown, 'error', expect.any(Number));
  });

  it("404: toasts that the page does not exist and goes home — a signed-in user's home is the dashboard, not the marketing page", async () => {
    const { notify, navigate } = setup({}, T0);
    await expect(api.get('contracts/details/9')).rejects.toMatchObject({ status: 404 });
    expect(notify).toHaveBeenCalledWith('The requested page from the server does not exist.', 'error', expect.any(Number));
    expect(navigate).toHaveBeenCalledWith('/dashboard');
    expect(navigate).not.toHaveBeenCalledWith('/');
  });

  it('404 on a public call without a session: goes to the home page', async () => {
    const { navigate } = setup({}, T0);
    signOutForTest();
    await expect(api.get('site/', { auth: false })).rejects.toMatchObject({ status: 404 });
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('404 the caller expects: no toast and no redirect', async () => {
    const { notify, navigate } = setup({}, T0);
    await expect(api.get('contracts/details/9', { expectedStatuses: [404] })).rejects.toMatchObject({ status: 404 });
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("400: toasts the server's detail for 5 seconds and keeps the field errors on the error", async () => {
    const { notify } = setup(
      { 'POST expenditure-source-names/create': { status: 400, body: { detail: 'Long name must be atleast 8 characters.', errors: { long_name: ['Long name must be atleast 8 characters.'] } } } },
      T0,
    );
    const error = await api.post('expenditure-source-names/create/', { long_name: 'x', short_name: 'y' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, errors: { long_name: ['Long name must be atleast 8 characters.'] } });
    expect(notify).toHaveBeenCalledWith('Long name must be atleast 8 characters.', 'error', 5000);
  });

  it("409: toasts the server's detail", async () => {
    const { notify } = setup({ 'POST systems/create': { status: 409, body: { detail: 'A system with this name already exists.' } } }, T0);
    await expect(api.post('systems/create/', { name: 'x' })).rejects.toMatchObject({ status: 409 });
    expect(notify).toHaveBeenCalledWith('A system with this name already exists.', 'error', expect.any(Number));
  });

  it('no response: toasts that the server did not respond', async () => {
    const notify = vi.fn();
    configureApiClient({ fetch: vi.fn().mockRejectedValue(new TypeError('Failed to fetch')), notify, navigate: vi.fn(), now: () => T0 });
    await expect(api.get('roles/')).rejects.toMatchObject({ status: 0 });
    expect(notify).toHaveBeenCalledWith('The server did not respond. Please try again later.', 'error', expect.any(Number));
  });

  it('sign-in 401: toasts the invalid-credentials message for 5 seconds and keeps the visitor on the page', async () => {
    const { notify, navigate, calls } = setup({ 'POST token': { status: 401, body: { detail: 'No active account found.' } } }, T0);
    await expect(api.post('token/', { username: 'a', password: 'b' }, { auth: false, isLogin: true })).rejects.toMatchObject({ status: 401 });
    expect(notify).toHaveBeenCalledWith('Invalid username or password. Please check your credentials and try again.', 'error', 5000);
    expect(navigate).not.toHaveBeenCalled();
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('a quiet call: no toast and no redirect for a refusal or for no answer at all', async () => {
    const { notify, navigate } = setup({ 'GET roles': { status: 500, body: { detail: 'boom' } } }, T0);
    await expect(api.get('roles/', { quiet: true })).rejects.toMatchObject({ status: 500 });
    await expect(api.get('contracts/details/9', { quiet: true })).rejects.toMatchObject({ status: 404 });
    configureApiClient({ fetch: vi.fn().mockRejectedValue(new TypeError('Failed to fetch')), notify, navigate, now: () => T0 });
    await expect(api.get('roles/', { quiet: true })).rejects.toMatchObject({ status: 0 });
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("sends the call's own headers beside the token", async () => {
    const { calls } = setup({ 'GET roles': { body: [] } }, T0);
    await api.get('roles/', { headers: { 'x-report-ticket': 'abcdef0123456789abcdef0123456789' } });
    expect(calls[0]?.headers).toMatchObject({ 'x-report-ticket': 'abcdef0123456789abcdef0123456789', Authorization: `Bearer ${getSession()?.access}` });
  });

  it("403 for an inactive office: goes to the inactive page", async () => {
    const { navigate } = setup({ 'GET roles': { status: 403, body: { detail: accountMessages.accountInactive } } }, T0);
    await expect(api.get('roles/')).rejects.toMatchObject({ status: 403 });
    expect(navigate).toHaveBeenCalledWith('/inactive');
  });
});

describe('files (Excel exports)', () => {
  beforeEach(() => {
    signIn(undefined, { loginTime: T0, refreshTime: T0 });
  });

  it('a 401 refreshes once and retries; answers the blob and its Content-Disposition', async () => {
    const seen: string[] = [];
    let tries = 0;
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      seen.push(`${init?.method ?? 'GET'} ${String(input)} ${headers.Accept ?? ''} ${headers.Authorization ?? ''}`);
      if (String(input).endsWith('token/refresh/')) return Response.json({ access: 'fresh-access', refresh: 'fresh-refresh' });
      tries += 1;
      if (tries === 1) return Response.json({ detail: 'Expired.' }, { status: 401 });
      return new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Disposition': 'attachment; filename="a.xlsx"' } });
    });
    configureApiClient({ fetch: fetchMock as unknown as typeof fetch, notify: vi.fn(), navigate: vi.fn(), now: () => T0 });
    const file = await api.file('contracts/year/2024/excel');
    expect(file.contentDisposition).toBe('attachment; filename="a.xlsx"');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(seen[0]).toMatch(/^GET \/api\/contracts\/year\/2024\/excel \*\/\* Bearer /);
    expect(seen[1]).toMatch(/^POST \/api\/token\/refresh\//);
    expect(seen[2]).toBe('GET /api/contracts/year/2024/excel */* Bearer fresh-access');
  });

  it('a refused file goes through the central table (a 404 toasts and goes home) and throws an ApiError', async () => {
    const { notify, navigate } = setup({}, T0);
    await expect(api.file('contracts/year/20x4/excel')).rejects.toBeInstanceOf(ApiError);
    expect(notify).toHaveBeenCalledWith(errorMessages.notFound, 'error', expect.any(Number));
    expect(navigate).toHaveBeenCalledWith('/dashboard');
  });
});
