import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { account, makeUser, signIn, subscriptionTypes } from '../test/fixtures';
import { answerApi, renderRoutes } from '../test/render';
import { createRoutes } from './routes';
import { currentYear } from '../features/dashboard/pages/dashboard-page';

function emptySummary(year: number) {
  const none = { on_track: 0, early_warning: 0, final_warning: 0, terminal: 0 };
  return {
    year,
    as_of: `${year}-01-01`,
    projects: { number: 0, allocation: 0 },
    contracts: {
      number: 0,
      amount: 0,
      ongoing: 0,
      suspended: 0,
      completed: 0,
      with_negative_slippage: 0,
      bands: none,
      weighted: { accomplishment: 0, target: 0, slippage: 0 },
    },
    overall: { value_accomplished: 0, target_value_accomplished: 0, accomplishment: 0, target: 0, slippage: 0 },
  };
}

function useApi(active = true) {
  return answerApi({
    'GET accounts/details': { body: { ...account, active } },
    'GET activity-stream/10?kind=changes': { body: [] },
    'GET reports/summaries/office-setup': { body: { systems: 0, fund_sources: 0, expenditure_source_names: 0, projects: 0, contracts: 0 } },
    [`GET reports/summaries/contracts-accomplishment-by-year/${currentYear()}`]: { body: emptySummary(Number(currentYear())) },
    'GET user-accounts/1': { body: makeUser() },
    'GET subscriptions/subscription-types': { body: subscriptionTypes },
  });
}

describe('route guards (spec 1 §2)', () => {
  it.each(['/dashboard', '/account-profile', '/user-profile/1', '/expenditure-source-names', '/projects', '/projects/details/1/2024', '/about', '/inactive'])(
    'sends a visitor without credentials from %s to login',
    async (path) => {
      useApi();
      const { router } = renderRoutes(createRoutes, path);
      // The first page's code loads cold; give a busy machine time.
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
      expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    },
  );

  it.each([
    ['/', 'Every project and contract of your office, monitored in one place.'],
    ['/register-account', 'Register your office'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/no-such-page', "Oops! The page you're trying to access does not exist!"],
  ])('lets a visitor without credentials open %s', async (path, heading) => {
    useApi();
    const { router } = renderRoutes(createRoutes, path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it('sends a signed-in user of an inactive office to the inactive page, with only Log Out', async () => {
    signIn();
    useApi(false);
    const { router } = renderRoutes(createRoutes, '/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/inactive'));
    expect(await screen.findByText("This office's account is inactive")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /menu/i })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('lets a signed-in user of an active office in, with the page title set', async () => {
    signIn();
    useApi(true);
    const { router } = renderRoutes(createRoutes, '/dashboard');
    expect(await screen.findByRole('heading', { name: account.office_name })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    await waitFor(() => expect(document.title).toBe('Dashboard | Subaybay'));
  });

  it.each([
    ['the account holder', makeUser(), true],
    ['a project inspector', makeUser({ id: 2, roles: [{ id: 2, name: 'Project Inspector' }] }), false],
    ['an accounting officer', makeUser({ id: 3, roles: [{ id: 3, name: 'Accounting Officer' }] }), false],
    ['a viewer', makeUser({ id: 5, roles: [{ id: 5, name: 'Viewer' }] }), false],
  ])('shows Settings in the menu only to the account holder: %s', async (_label, user, seesSettings) => {
    signIn(user);
    useApi(true);
    renderRoutes(createRoutes, '/dashboard');
    await screen.findByRole('heading', { name: account.office_name });
    // The drawer is closed on narrow screens (jsdom): open it.
    screen.getByRole('button', { name: 'Open menu' }).click();
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: `User Profile` }).getAttribute('href')).toBe(`/user-profile/${user.id}`);
    const settings = within(menu).queryByRole('link', { name: 'Settings' });
    if (seesSettings) {
      expect(settings?.getAttribute('href')).toBe('/account-profile');
    } else {
      expect(settings).toBeNull();
    }
  });
});
