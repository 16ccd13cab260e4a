import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { todayInManila, type ContractsAccomplishmentByYear, type ContractsReportRow, type OfficeSetup, type OverallSCurveResponse } from '@subaybay/domain';
import { smallOfficeDashboardCounts } from '@subaybay/domain/test-support';
import type { MockAnswer } from '../../../test/api-mock';
import { account, makeUser, signIn } from '../../../test/fixtures';
import { renderRoutesWithApi } from '../../../test/render';
import { drawn } from '../../../test/s-curve-chart-stub';
import { dashboardRoutes } from '../routes';
import { currentYear } from './dashboard-page';

const summary: ContractsAccomplishmentByYear = {
  year: 2030,
  as_of: '2030-03-01',
  projects: smallOfficeDashboardCounts.projects,
  contracts: {
    ...smallOfficeDashboardCounts.contracts,
    weighted: { accomplishment: 49.5, target: 48.9, slippage: 0.6 },
  },
  overall: { value_accomplished: 690_000, target_value_accomplished: 795_000, accomplishment: 19.7142857, target: 22.7142857, slippage: -3 },
};

vi.mock('../../contracts/components/s-curve-echarts', () => import('../../../test/s-curve-chart-stub'));

const setUp: OfficeSetup = { systems: 2, fund_sources: 1, expenditure_source_names: 3, projects: 3, contracts: 3 };
const newOffice: OfficeSetup = { systems: 0, fund_sources: 0, expenditure_source_names: 0, projects: 0, contracts: 0 };

const curve: OverallSCurveResponse = {
  year: 2030,
  start_date: '2030-01-01',
  total_original_amount: 2_000_000,
  number_of_contracts: 3,
  original_projected_scurve: [{ day: 0, accomplishment: 0 }, { day: 100, accomplishment: 100 }],
  revised_projected_scurve: [{ day: 0, accomplishment: 0 }, { day: 110, accomplishment: 100 }],
  actual_accomplishment_scurve: [{ day: 0, accomplishment: 0 }, { day: 56, accomplishment: 49.5 }],
  contracts_with_record_errors: 0,
};

function reportRow(id: number, contractNumber: string, figures: Partial<ContractsReportRow>): ContractsReportRow {
  return {
    id,
    contract_number: contractNumber,
    contract_description: `Canal lining ${id}`,
    location: 'Capas',
    original_contract_amount: 1_000_000,
    revised_contract_amount: 1_000_000,
    actual_accomplishment: 10,
    target_accomplishment: 20,
    slippage: -10,
    slippage_band: 'final_warning',
    contractor: '',
    project_in_charge: '',
    contract_effectivity: '2030-01-01',
    original_contract_time: 100,
    original_expiry_date: '2030-04-10',
    calendar_days_elapsed: 60,
    days_suspended: 0,
    contract_time_elapsed: 60,
    expiry_date_due_to_suspensions: '2030-04-10',
    expiry_date_due_to_time_extensions: '2030-04-10',
    approved_time_extension: { number_of_time_extension: 0, total_duration: 0 },
    fund_source: 'GAA',
    remarks: '',
    ...figures,
  };
}

/** The negative-slippage report as of today: six behind, one refused (unranked). */
const behindRows: ContractsReportRow[] = [
  reportRow(11, 'C-11', { slippage: -6.2, actual_accomplishment: 35, target_accomplishment: 41.2, slippage_band: 'early_warning' }),
  reportRow(12, 'C-12', { slippage: -40, actual_accomplishment: 10, target_accomplishment: 50, slippage_band: 'terminal' }),
  reportRow(13, 'C-13', { slippage: -1, actual_accomplishment: 9, target_accomplishment: 10, slippage_band: 'on_track' }),
  reportRow(14, 'C-14', { slippage: -12, actual_accomplishment: 8, target_accomplishment: 20, slippage_band: 'final_warning' }),
  reportRow(15, 'C-15', { slippage: -0.5, actual_accomplishment: 1, target_accomplishment: 1.5, slippage_band: 'on_track' }),
  reportRow(16, 'C-16', { slippage: -3, actual_accomplishment: 2, target_accomplishment: 5, slippage_band: 'on_track' }),
  reportRow(17, 'R-17', {
    slippage: null,
    actual_accomplishment: null,
    target_accomplishment: null,
    slippage_band: null,
    records_error: { detail: 'Suspension order of 2030-02-10: dated on the resume date of the one before.', path: '/contracts/17/suspension-orders' },
  }),
];

const negativeSlippageCall = (year: number) => `GET reports/contracts/contracts-report/negative-slippage/${year}?as_of=${todayInManila()}`;

function setup(path: string, mocks: Record<string, MockAnswer> = {}, user = makeUser()) {
  signIn(user);
  return renderRoutesWithApi(
    {
      'GET accounts/details': { body: account },
      'GET activity-stream/10?kind=changes': { body: [] },
      'GET reports/summaries/office-setup': { body: setUp },
      'GET reports/summaries/overall-scurve/2030': { body: curve },
      [negativeSlippageCall(2030)]: { body: behindRows },
      ...mocks,
    },
    (queryClient) => [
      ...(dashboardRoutes(queryClient).activeAccount ?? []),
      { path: '*', element: <p>Other page</p> },
    ],
    path,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  drawn.options = [];
});

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
      [`GET reports/summaries/overall-scurve/${year}`]: { body: { ...curve, year: Number(year) } },
      'GET reports/summaries/overall-scurve/2031': { body: { ...curve, year: 2031 } },
      [negativeSlippageCall(Number(year))]: { body: [] },
      [negativeSlippageCall(2031)]: { body: [] },
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
    expect(calls.filter((call) => call.path.startsWith('reports/summaries/contracts-accomplishment')).map((call) => call.path.split('/').at(-1))).toEqual([year, '2031']);
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

  it('lists the 10 latest changes (sign-ins left out by the server), a billing with its figures, and links View More to User Activities', async () => {
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
      'GET activity-stream/10?kind=changes': { body: lines },
    });
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByText('Add billing Php 250,000.00 to contract 24-AB-001 — billed to date: 25.00%')).toBeTruthy();
    // The changes only: User Activities keeps the sign-ins.
    expect(calls.some((call) => call.path === 'activity-stream/10?kind=changes')).toBe(true);
    expect(calls.some((call) => call.path === 'activity-stream/10')).toBe(false);
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

describe('dashboard: what needs me today (issue 18)', () => {
  it('names both overall figures for their denominators, each with its explanation', async () => {
    const { user } = setup('/dashboard?year=2030', { 'GET reports/summaries/contracts-accomplishment-by-year/2030': { body: summary } });
    const physical = await screen.findByRole('region', { name: 'Physical accomplishment (value ÷ allocation)' });
    expect(within(physical).getByText('19.71%')).toBeTruthy();
    expect(within(physical).getByText('Php 690,000.00')).toBeTruthy();
    const weighted = screen.getByRole('region', { name: 'Contracts accomplishment (weighted by contract amount)' });
    expect(within(weighted).getByText('49.50%')).toBeTruthy();
    expect(within(weighted).getByText('48.90%')).toBeTruthy();
    expect(within(weighted).getByText('0.60%')).toBeTruthy();

    const about = within(physical).getByRole('button', { name: 'What is Physical accomplishment (value ÷ allocation)?' });
    expect(about.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(about.getAttribute('aria-describedby')!)?.textContent).toContain('÷ the sum of their allocations');
    await user.hover(within(weighted).getByRole('button', { name: 'What is Contracts accomplishment (weighted by contract amount)?' }));
    expect((await screen.findByRole('tooltip')).textContent).toContain("Where the Overall S-curve's Actual line ends today.");
  });

  it("draws the year's Overall S-curve under the cards, weighted by contract amount, and says when there is none", async () => {
    const { unmount } = setup('/dashboard?year=2030', { 'GET reports/summaries/contracts-accomplishment-by-year/2030': { body: summary } });
    const section = await screen.findByRole('region', { name: /Overall S-Curve 2030/ });
    expect(within(section).getByText('Weighted by contract amount')).toBeTruthy();
    const chart = await within(section).findByTestId('overall-s-curve');
    expect(chart.getAttribute('aria-label')).toContain('Actual (blue dashed): reaching 49.50% on day 56.');
    await waitFor(() => expect(drawn.options.length).toBeGreaterThan(0));
    expect(within(section).getByRole('link', { name: 'Open the report' }).getAttribute('href')).toBe('/reports/contracts/overall-s-curve/');
    unmount();

    setup('/dashboard?year=2031', {
      'GET reports/summaries/contracts-accomplishment-by-year/2031': { body: { ...summary, year: 2031 } },
      'GET reports/summaries/overall-scurve/2031': { body: { ...curve, year: 2031, number_of_contracts: 0, start_date: null } },
      [negativeSlippageCall(2031)]: { body: [] },
    });
    expect(await screen.findByText('No contracts in CY 2031 to draw.')).toBeTruthy();
    expect(await screen.findByText(/No ongoing contract of 2031 is behind schedule as of/)).toBeTruthy();
  });

  it('lists the 5 ongoing contracts furthest behind, most negative first, each opening its contract, with target, actual and band', async () => {
    const { user, router } = setup('/dashboard?year=2030', { 'GET reports/summaries/contracts-accomplishment-by-year/2030': { body: summary } });
    const table = await screen.findByRole('table', { name: /Ongoing contracts of 2030 furthest behind schedule/ });
    const rows = within(table).getAllByRole('row').slice(1);
    // −40, −12, −6.2, −3, −1; −0.5 is sixth and the refused contract has no slippage to rank.
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.querySelector('a')!.textContent)).toEqual(['C-12', 'C-14', 'C-11', 'C-16', 'C-13']);
    const first = within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(first.slice(1)).toEqual(['50.00%', '10.00%', '-40.00%', 'Terminal']);
    expect(within(rows[0]!).getByRole('link', { name: 'C-12' }).getAttribute('href')).toBe('/contracts/details/12');
    expect(screen.getByRole('link', { name: 'All with negative slippage' }).getAttribute('href')).toBe('/reports/contracts/negative-slippage/2030');

    await user.click(within(rows[2]!).getByText('-6.20%'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/details/11'));
  });

  it('shows the error with Retry when the contracts behind cannot be loaded', async () => {
    let fail = true;
    const { user } = setup('/dashboard?year=2030', {
      'GET reports/summaries/contracts-accomplishment-by-year/2030': { body: summary },
      [negativeSlippageCall(2030)]: () => (fail ? { status: 500, body: { detail: 'The server could not answer.' } } : { body: behindRows }),
    });
    const section = await screen.findByRole('region', { name: /Furthest Behind/ });
    expect(await within(section).findByText('This could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByRole('link', { name: 'C-12' })).toBeTruthy();
  });

  it("shows the S-curve's error with Retry in its own card, and the year's figures without first steps when the office's counts cannot be read", async () => {
    setup('/dashboard?year=2030', {
      'GET reports/summaries/contracts-accomplishment-by-year/2030': { body: summary },
      'GET reports/summaries/overall-scurve/2030': { status: 500, body: { detail: 'The server could not answer.' } },
      'GET reports/summaries/office-setup': { status: 500, body: { detail: 'The server could not answer.' } },
    });
    const section = await screen.findByRole('region', { name: /Overall S-Curve 2030/ });
    expect(await within(section).findByText('This could not be loaded.')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Projects 2030' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'First Steps' })).toBeNull();
  });

  it('shows a new office its first steps, with the pages to do them, instead of a wall of zeros', async () => {
    setup('/dashboard?year=2030', {
      'GET reports/summaries/office-setup': { body: newOffice },
      'GET reports/summaries/contracts-accomplishment-by-year/2030': { body: summary },
    });
    const steps = await screen.findByRole('region', { name: 'First Steps' });
    expect(within(steps).getByText('0 of 4 done. The dashboard fills in once the office has projects and contracts.')).toBeTruthy();
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Step 1: Add an irrigation system',
      'Step 2: Add fund sources and expenditure source names',
      'Step 3: Add a project',
      'Step 4: Add a contract',
    ]);
    // The account holder may do every step.
    expect(within(items[0]!).getByRole('link', { name: 'Add System' }).getAttribute('href')).toBe('/systems/add');
    expect(within(items[1]!).getByRole('link', { name: 'Fund Sources' }).getAttribute('href')).toBe('/fund-sources');
    expect(within(items[1]!).getByRole('link', { name: 'Expenditure Source Names' }).getAttribute('href')).toBe('/expenditure-source-names');
    expect(within(items[2]!).getByRole('link', { name: 'Add Project' }).getAttribute('href')).toBe('/projects');
    expect(within(items[3]!).getByRole('link', { name: 'Open Projects' }).getAttribute('href')).toBe('/projects');
    // No cards, chart or list of zeros.
    expect(screen.queryByRole('link', { name: 'Projects 2030' })).toBeNull();
    expect(screen.queryByRole('region', { name: /Overall S-Curve/ })).toBeNull();
    expect(screen.queryByRole('region', { name: /Furthest Behind/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Recent Activity' })).toBeTruthy();
  });

  it('tells a viewer what to ask for, with no button it cannot use', async () => {
    setup(
      '/dashboard?year=2030',
      { 'GET reports/summaries/office-setup': { body: newOffice }, 'GET reports/summaries/contracts-accomplishment-by-year/2030': { body: summary } },
      makeUser({ roles: [{ id: 5, name: 'Viewer' }] }),
    );
    const steps = await screen.findByRole('region', { name: 'First Steps' });
    expect(within(steps).queryAllByRole('link')).toHaveLength(0);
    expect(within(steps).getByText('Ask the account holder or a project inspector to add the irrigation systems.')).toBeTruthy();
    expect(within(steps).getByText("Ask the account holder to add the year's projects.")).toBeTruthy();
  });

  it('ticks the steps done, keeps the figures once there are projects, and hides the steps when all are done', async () => {
    const { unmount } = setup('/dashboard?year=2030', {
      'GET reports/summaries/office-setup': { body: { ...setUp, contracts: 0 } },
      'GET reports/summaries/contracts-accomplishment-by-year/2030': { body: summary },
    });
    const steps = await screen.findByRole('region', { name: 'First Steps' });
    expect(within(steps).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Step 1: Add an irrigation system (done)',
      'Step 2: Add fund sources and expenditure source names (done)',
      'Step 3: Add a project (done)',
      'Step 4: Add a contract',
    ]);
    expect(within(steps).getAllByRole('link').map((link) => link.textContent)).toEqual(['Open Projects']);
    expect(await screen.findByRole('link', { name: 'Projects 2030' })).toBeTruthy();
    unmount();

    setup('/dashboard?year=2030', { 'GET reports/summaries/contracts-accomplishment-by-year/2030': { body: summary } });
    expect(await screen.findByRole('link', { name: 'Projects 2030' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'First Steps' })).toBeNull();
  });
});
