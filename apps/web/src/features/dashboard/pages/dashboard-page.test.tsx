import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContractsAccomplishmentByYear } from '@subaybay/domain';
import { configureApiClient } from '../../../lib/api-client';
import { mockApi, type MockAnswer } from '../../../test/api-mock';
import { account, makeUser, signIn } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { dashboardRoutes } from '../routes';
import { currentYear } from './dashboard-page';

const summary: ContractsAccomplishmentByYear = {
  year: 2030,
  as_of: '2030-03-01',
  projects: { number: 3, allocation: 3_500_000 },
  contracts: {
    number: 3,
    amount: 2_000_000,
    ongoing: 2,
    suspended: 1,
    completed: 1,
    with_negative_slippage: 2,
    bands: { on_track: 0, early_warning: 1, final_warning: 0, terminal: 1 },
  },
  overall: { value_accomplished: 690_000, target_value_accomplished: 795_000, accomplishment: 19.7142857, target: 22.7142857, slippage: -3 },
};

function setup(path: string, mocks: Record<string, MockAnswer> = {}) {
  signIn(makeUser());
  const api = mockApi({
    'GET accounts/details': { body: account },
    'GET activity-stream/10': { body: [] },
    ...mocks,
  });
  configureApiClient({ fetch: api.fetchMock as unknown as typeof fetch });
  const rendered = renderRoutes(
    (queryClient) => [
      ...(dashboardRoutes(queryClient).activeAccount ?? []),
      { path: '*', element: <p>Other page</p> },
    ],
    path,
  );
  return { ...api, ...rendered, user: userEvent.setup() };
}

beforeEach(() => window.localStorage.clear());
afterEach(() => configureApiClient({}));

describe('dashboard (spec 1 §1, §2, §5)', () => {
  it('says how many contracts its figures leave out for refused records, with the way to the list that says what to fix', async () => {
    setup('/dashboard?year=2030', {
      'GET reports/summaries/contracts-accomplishment-by-year/2030': { body: { ...summary, contracts_with_record_errors: 1 } },
    });
    await screen.findByRole('link', { name: 'Projects 2030' });
    const alert = screen.getByText(/left out of these figures/).closest<HTMLElement>('[role="alert"]')!;
    expect(alert.textContent).toContain('1 contract is left out of these figures because its records are refused.');
    expect(within(alert).getByRole('link', { name: 'See what to fix in the contracts of 2030' }).getAttribute('href')).toBe('/contracts/year/2030');
  });

  it('shows no such warning when every contract is computed', async () => {
    setup('/dashboard?year=2030', { 'GET reports/summaries/contracts-accomplishment-by-year/2030': { body: { ...summary, contracts_with_record_errors: 0 } } });
    await screen.findByRole('link', { name: 'Projects 2030' });
    expect(screen.queryByText(/left out of these figures/)).toBeNull();
  });

  it('shows the year from the address, its cards with their targets, overall vs target and the bands', async () => {
    setup('/dashboard?year=2030', { 'GET reports/summaries/contracts-accomplishment-by-year/2030': { body: summary } });
    expect(await screen.findByRole('spinbutton', { name: 'Current Year' })).toHaveProperty('value', '2030');

    const projects = await screen.findByRole('link', { name: 'Projects 2030' });
    expect(projects.getAttribute('href')).toBe('/projects/year/2030');
    expect(screen.getByRole('link', { name: 'Contracts 2030' }).getAttribute('href')).toBe('/contracts/year/2030');
    expect(screen.getByRole('link', { name: 'Ongoing Contracts' }).getAttribute('href')).toBe('/contracts/ongoing/2030');
    expect(screen.getByRole('link', { name: 'Completed Contracts' }).getAttribute('href')).toBe('/contracts/completed/2030');
    expect(screen.getByRole('link', { name: 'With Negative Slippage' }).getAttribute('href')).toBe('/reports/contracts/negative-slippage/2030');
    expect(screen.getByText('Allocation Php 3,500,000.00')).toBeTruthy();
    expect(screen.getByText('1 suspended')).toBeTruthy();

    const overall = screen.getByRole('region', { name: 'Overall Accomplishment 2030' });
    expect(within(overall).getByText('19.71%')).toBeTruthy();
    expect(within(overall).getByText('22.71%')).toBeTruthy();
    expect(within(overall).getByText('-3.00%')).toBeTruthy();

    const terminal = screen.getByRole('link', { name: 'Terminal: 1 contracts of 2030' });
    expect(terminal.getAttribute('href')).toBe('/contracts/year/2030?band=terminal');
  });

  it('defaults to the current year and remembers a new one in the address', async () => {
    const year = currentYear();
    const { router, user, calls } = setup('/dashboard', {
      [`GET reports/summaries/contracts-accomplishment-by-year/${year}`]: { body: { ...summary, year: Number(year) } },
      'GET reports/summaries/contracts-accomplishment-by-year/2031': { body: { ...summary, year: 2031 } },
    });
    const input = await screen.findByRole('spinbutton', { name: 'Current Year' });
    expect(input).toHaveProperty('value', year);
    expect(await screen.findByRole('link', { name: `Projects ${year}` })).toBeTruthy();

    await user.clear(input);
    expect(await screen.findByText('Enter a year (four digits) to see its projects and contracts.')).toBeTruthy();
    await user.type(input, '2031');
    await waitFor(() => expect(router.state.location.search).toBe('?year=2031'));
    expect(await screen.findByRole('link', { name: 'Projects 2031' })).toBeTruthy();
    expect(router.state.location.search).toBe('?year=2031');
    // Only whole years were asked for.
    expect(calls.filter((call) => call.path.startsWith('reports/')).map((call) => call.path.split('/').at(-1))).toEqual([year, '2031']);
  });

  it('shows the error with Retry when the figures cannot be loaded, and keeps the activity list', async () => {
    let fail = true;
    const { user } = setup('/dashboard?year=2030', {
      'GET reports/summaries/contracts-accomplishment-by-year/2030': () =>
        fail ? { status: 500, body: { detail: 'The server could not answer.' } } : { body: summary },
    });
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recent Activity' })).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Projects 2030' })).toBeTruthy();
  });

  it('lists the 10 latest activity lines, a billing with its figures, and links View More to User Activities', async () => {
    const lines = Array.from({ length: 10 }, (_, index) => ({
      id: 100 - index,
      actor: { id: 1, username: 'engr.santos' },
      verb: index === 0 ? 'Add billing Php 250,000.00 to contract 24-AB-001' : 'Add contract',
      target: index === 0 ? null : `Contract ${index}`,
      action_object_type: index === 0 ? 'financial_accomplishment' : 'contract',
      timestamp: '2030-03-01T01:00:00.000Z',
      timesince: '1 hour ago',
      ip_address: null,
      percent_accomplishment: index === 0 ? 25 : null,
      billing_amount: index === 0 ? 250_000 : null,
    }));
    const { calls } = setup('/dashboard?year=2030', {
      'GET reports/summaries/contracts-accomplishment-by-year/2030': { body: summary },
      'GET activity-stream/10': { body: lines },
    });
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByText('Add billing Php 250,000.00 to contract 24-AB-001 — billed to date: 25.00%')).toBeTruthy();
    expect(calls.some((call) => call.path === 'activity-stream/10')).toBe(true);
    expect(screen.getByRole('link', { name: 'View More' }).getAttribute('href')).toBe('/user-activities');
  });

  it('shows the dated announcements, dismissible for good', async () => {
    const { user, unmount } = setup('/dashboard?year=2030', { 'GET reports/summaries/contracts-accomplishment-by-year/2030': { body: summary } });
    expect(await screen.findByText('Approved time extensions')).toBeTruthy();
    expect(screen.getByText('Financial accomplishment and progress billings')).toBeTruthy();
    expect(screen.getByText('PPA report preview')).toBeTruthy();
    expect(screen.getByText(/Reports › Contracts Report/)).toBeTruthy();
    expect(screen.getByText('Nov 16, 2026')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Dismiss PPA report preview' }));
    expect(screen.queryByText('PPA report preview')).toBeNull();
    unmount();
    setup('/dashboard?year=2030', { 'GET reports/summaries/contracts-accomplishment-by-year/2030': { body: summary } });
    expect(await screen.findByText('Approved time extensions')).toBeTruthy();
    expect(screen.queryByText('PPA report preview')).toBeNull();
  });
});
