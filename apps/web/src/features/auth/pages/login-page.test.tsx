import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountMessages } from '@subaybay/domain';
import { configureApiClient } from '../../../lib/api-client';
import { getSession } from '../../../lib/session';
import { fakeJwt, mockApi, type MockAnswer } from '../../../test/api-mock';
import { account, makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { LoginPage } from './login-page';

const person = makeUser({ id: 7, username: 'demoadmin' });
const tokens = {
  access: fakeJwt({ user_id: 7, account_id: 1, token_type: 'access' }),
  refresh: fakeJwt({ user_id: 7, account_id: 1, token_type: 'refresh' }),
};

function setup(mocks: Record<string, MockAnswer>) {
  const notify = vi.fn();
  const api = mockApi(mocks);
  configureApiClient({ fetch: api.fetchMock as unknown as typeof fetch, notify });
  const rendered = renderRoutes(
    [
      { path: '/login', Component: LoginPage },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    '/login',
  );
  return { ...api, ...rendered, notify, user: userEvent.setup() };
}

afterEach(() => configureApiClient({}));

describe('Sign in (spec 1 §4), without a form library on the first page people open', () => {
  it("says what each empty field needs and sends nothing; the message goes as the field is corrected; then signs in and opens the dashboard", async () => {
    const { user, calls } = setup({
      'POST token': { body: tokens },
      'GET user-accounts/7': { body: person },
      'GET accounts/details': { body: account },
    });
    const signInButton = screen.getByRole('button', { name: 'Sign In' });
    await user.click(signInButton);
    expect(await screen.findByText(accountMessages.usernameRequired)).toBeTruthy();
    expect(screen.getByText(accountMessages.passwordRequired)).toBeTruthy();
    expect(screen.getByLabelText(/^Username/).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Username/), 'demoadmin');
    await waitFor(() => expect(screen.queryByText(accountMessages.usernameRequired)).toBeNull());
    expect(screen.getByText(accountMessages.passwordRequired)).toBeTruthy();

    await user.type(screen.getByLabelText(/^Password/), 'a password');
    await user.click(signInButton);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'POST', path: 'token', body: { username: 'demoadmin', password: 'a password' } });
    expect(getSession()?.user?.username).toBe('demoadmin');
  });

  it("stays on the page with the spec's sentence when the username or password is wrong", async () => {
    const { user, notify } = setup({ 'POST token': { status: 401, body: { detail: 'No active account found with the given credentials' } } });
    await user.type(screen.getByLabelText(/^Username/), 'demoadmin');
    await user.type(screen.getByLabelText(/^Password/), 'not the password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(accountMessages.invalidCredentials, 'error', expect.any(Number)));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(getSession()).toBeNull();
  });
});
