import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contractDeleteMessages, contractUpdateMessages, refusalFor, type ContractCurves, type ContractDetails, type User } from '@subaybay/domain';
import { workedExampleTimeElapsed } from '@subaybay/domain/test-support';
import type { MockAnswer } from '../../../test/api-mock';
import { makeUser, signIn } from '../../../test/fixtures';
import { renderRoutesWithApi } from '../../../test/render';
import { drawn } from '../../../test/s-curve-chart-stub';
import { contractsRoutes } from '../routes';

vi.mock('../components/s-curve-echarts', () => import('../../../test/s-curve-chart-stub'));

const holder = makeUser();
const inspector = makeUser({ id: 2, username: 'inspector', first_name: 'Jose', last_name: 'Cruz', roles: [{ id: 2, name: 'Project Inspector' }] });
const viewer = makeUser({ id: 5, username: 'viewer', roles: [{ id: 5, name: 'Viewer' }] });

/** The chart's curves, which come with the details. */
const curves: ContractCurves = {
  original_projected: [
    { day: 0, accomplishment: 0 },
    { day: 50, accomplishment: 40 },
    { day: 100, accomplishment: 100 },
  ],
  revised_projected: [
    { day: 0, accomplishment: 0 },
    { day: 30, accomplishment: 24 },
    { day: 40, accomplishment: 24 },
    { day: 60, accomplishment: 40 },
    { day: 110, accomplishment: 100 },
  ],
  actual_accomplishment: [
    { day: 0, accomplishment: 0 },
    { day: 20, accomplishment: 10 },
    { day: 56, accomplishment: 35 },
  ],
};

/** DOMAIN.md's worked example as of 2024-03-01. */
const details: ContractDetails = {
  id: 21,
  contract_id: 'NIAR3-TARZAM-2024-15-1',
  contract_number: 'NIAR3-TARZAM-2024-15-1',
  contract_description: 'Canal lining of Lateral A',
  contract_effectivity: '2024-01-01',
  original_contract_time: 100,
  location: 'Capas, Tarlac',
  contractor: { id: 3, name: 'Tarlac Builders Corporation' },
  project_in_charge: { id: 2, first_name: 'Jose', last_name: 'Cruz' },
  projects: [{ id: 11, name: 'Canal Lining Lateral A', implementation_year: 2024 }],
  fund_source: 'GAA 2024',
  as_of: '2024-03-01',
  original_expiry_date: '2024-04-09',
  expiry_date_due_to_suspensions: '2024-04-19',
  expiry_date_due_to_time_extensions: '2024-05-04',
  original_contract_amount: 1_000_000,
  revised_contract_amount: 1_050_000.5,
  variation_order_warning: null,
  calendar_days_elapsed: 61,
  days_suspended: 10,
  contract_time_elapsed: 51,
  percent_time_elapsed: 44.347826,
  approved_time_extension: { number_of_time_extension: 1, total_duration: 15 },
  actual_accomplishment: 35,
  target_accomplishment: 41.2,
  original_target_accomplishment: 53.2,
  slippage: -6.2,
  slippage_band: 'early_warning',
  status: 'ongoing',
  suspended: false,
  completion_date: null,
  value_accomplished: 350_000,
  target_value_accomplished: 412_000,
  s_curve: curves,
};

const projects = [{ id: 11, name: 'Canal Lining Lateral A', implementation_year: 2024 }];

const contract = {
  id: 21,
  contract_id: details.contract_number,
  contract_number: details.contract_number,
  contract_description: details.contract_description,
  amount: 1_000_000,
  start_date: '2024-01-01',
  duration: 100,
  location: 'Capas, Tarlac',
  contractor: details.contractor,
  project_in_charge: details.project_in_charge,
};

function setup(user: User, path: string, mocks: Record<string, MockAnswer> = {}) {
  signIn(user);
  return renderRoutesWithApi(
    {
      'GET contracts/details/21': { body: details },
      'GET contracts/21/projects': { body: projects },
      ...mocks,
    },
    (queryClient) => [
      ...(contractsRoutes(queryClient).signedIn ?? []),
      { path: '/projects/details/:projectId/:year', element: <p>Project page</p> },
      { path: '/physical-schedule-list/:id', element: <p>Schedule page</p> },
      { path: '/', element: <p>Home page</p> },
      { path: '*', element: <p>Not found page</p> },
    ],
    path,
  );
}

afterEach(() => {
  drawn.options.length = 0;
});

describe('Contract Details', () => {
  it('shows every field of the contract, formatted: pesos, 2-decimal percentages, table dates and the band chip', async () => {
    setup(holder, '/contracts/details/21');
    const card = await screen.findByRole('region', { name: details.contract_number });
    const value = (label: string) => {
      const term = within(card).getByText(label, { selector: 'dt' });
      return term.nextElementSibling?.textContent;
    };
    expect(value('Start Date')).toBe('Jan 1, 2024');
    expect(value('Duration')).toBe('100 C.D.');
    expect(value('Original Expiry Date')).toBe('Apr 9, 2024');
    expect(value('Revised Expiry Due to Suspensions')).toBe('Apr 19, 2024');
    expect(value('Revised Expiry Due to Time Extension')).toBe('May 4, 2024');
    expect(value('Contract Amount')).toBe('Php 1,000,000.00');
    expect(value('Revised Contract Amount')).toBe('Php 1,050,000.50');
    expect(value('Days Elapsed')).toBe('61 C.D.');
    expect(value('Days Suspended')).toBe('10 C.D.');
    expect(value('% Time Elapsed')).toBe('44.35%');
    expect(value('Actual Accomplishment')).toBe('35.00%');
    expect(value('Target Accomplishment')).toBe('41.20%');
    expect(value('Slippage')).toBe('-6.20%Early warning');
    expect(value('Approved Time Extensions')).toBe('1 (15 C.D.)');
    expect(within(card).getByRole('link', { name: 'Jose Cruz' }).getAttribute('href')).toBe('/user-profile/2');
    expect(within(card).getByText('Ongoing')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contract Summary' }).getAttribute('href')).toBe('/contracts/summary/21');
    expect(screen.getByRole('link', { name: 'Contract Timeline' }).getAttribute('href')).toBe('/contracts/timeline/21');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Contracts' }).getAttribute('href')).toBe('/contracts');
  });

  it('draws the three lines in their colours, the red revised target included, with a text alternative', async () => {
    setup(holder, '/contracts/details/21');
    const chart = await screen.findByTestId('contract-s-curve');
    expect(chart.getAttribute('role')).toBe('img');
    expect(chart.getAttribute('aria-label')).toContain('Revised target (red dashed): 5 points, reaching 100.00% on day 110.');
    expect(chart.getAttribute('data-revised-points')).toBe('5');
    await waitFor(() => expect(drawn.options.length).toBeGreaterThan(0));
    const option = drawn.options.at(-1) as { series: { name: string; lineStyle: { color: string; type: string }; data: number[][] }[] };
    const revised = option.series.find((series) => series.name === 'Revised target');
    expect(revised?.lineStyle).toMatchObject({ color: '#d32f2f', type: 'dashed' });
    expect(option.series.find((series) => series.name === 'Original target')?.lineStyle).toMatchObject({ color: '#000000', type: 'dashed' });
    const actual = option.series.find((series) => series.name === 'Actual accomplishment');
    expect(actual?.lineStyle).toMatchObject({ color: '#1565c0', type: 'solid' });
    // Under 100 %, the actual line runs level to the as-of day (spec 3 §4).
    expect(actual?.data.at(-1)).toEqual([61, 35]);
  });

  it('opened from a project, leads back to Projects by Year and the project', async () => {
    setup(holder, '/contracts/details/21/2024/11');
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(within(crumbs).getByRole('link', { name: 'Canal Lining Lateral A' })).toBeTruthy());
    expect(within(crumbs).getByRole('link', { name: 'Projects by Year' }).getAttribute('href')).toBe('/projects/year/2024');
    expect(within(crumbs).getByRole('link', { name: 'Canal Lining Lateral A' }).getAttribute('href')).toBe('/projects/details/11/2024');
  });

  it('shows the error with Retry, and reads again on Retry', async () => {
    let fail = true;
    setup(holder, '/contracts/details/21', {
      'GET contracts/details/21': () => (fail ? { status: 503, body: { detail: 'The database is not available; try again shortly.' } } : { body: details }),
    });
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    fail = false;
    await user().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: details.contract_number })).toBeTruthy();
  });

  it('gives a viewer no pencils and a disabled Update Contract that says why', async () => {
    setup(viewer, '/contracts/details/21');
    await screen.findByRole('region', { name: details.contract_number });
    expect(screen.queryByRole('button', { name: 'Change contractor' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change project in charge' })).toBeNull();
    const update = screen.getByRole('button', { name: 'Update Contract', description: refusalFor('contracts.update') });
    expect(update.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Add Project' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('offers Delete Contract to admins only; its confirmation names what goes with it, then a toast and the contracts list', async () => {
    const counts = {
      projects: 1,
      schedule_nodes: 3,
      accomplishment_nodes: 2,
      suspension_orders: 1,
      resume_orders: 1,
      time_extensions: 0,
      variation_orders: 1,
      billings: 4,
      feature_quantities: 5,
    };
    const { user, calls, router } = setup(holder, '/contracts/details/21', {
      'GET contracts/21/record-counts': { body: counts },
      'DELETE contracts/delete/21': { status: 204 },
      'GET contracts/years': { body: {} },
    });
    await screen.findByRole('region', { name: details.contract_number });
    await user.click(screen.getByRole('button', { name: 'Delete Contract' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Contract' });
    expect(
      await within(confirm).findByText(
        `Delete contract ${details.contract_number}? With it go 3 schedule nodes, 2 accomplishment nodes, 1 suspension order, 1 resume order, ` +
          '1 variation order, 4 billings and 5 feature quantities, and its link to 1 project (the projects stay). This cannot be undone.',
      ),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete Contract' }));
    expect(await screen.findByText(contractDeleteMessages.deleted)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts'));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['contracts/delete/21']);
  });

  it('shows no Delete Contract to an inspector or a viewer', async () => {
    for (const user of [inspector, viewer]) {
      const { unmount } = setup(user, '/contracts/details/21');
      await screen.findByRole('region', { name: details.contract_number });
      expect(screen.queryByRole('button', { name: 'Delete Contract' })).toBeNull();
      unmount();
    }
  });

  it("lets the contract's project in charge update it, but gives them no pencils", async () => {
    setup(inspector, '/contracts/details/21');
    await screen.findByRole('region', { name: details.contract_number });
    expect(screen.getByRole('button', { name: 'Update Contract' }).getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change contractor' })).toBeNull();
  });

  it("updates the basic details ('This field is required.'), toasts and reloads the contract", async () => {
    let reads = 0;
    const { calls } = setup(holder, '/contracts/details/21', {
      'GET contracts/details/21': () => {
        reads += 1;
        return { body: details };
      },
      'PUT contracts/update/21': { body: contract },
    });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Update Contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Contract' });
    const number = within(dialog).getByLabelText(/^Contract Number/);
    await u.clear(number);
    await u.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    await u.type(number, 'NIAR3-TARZAM-2024-15-2');
    await u.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(contractUpdateMessages.contractUpdated)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Contract' })).toBeNull());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      contract_id: 'NIAR3-TARZAM-2024-15-2',
      contract_description: details.contract_description,
      amount: 1_000_000,
      start_date: '2024-01-01',
      duration: 100,
      location: 'Capas, Tarlac',
    });
    await waitFor(() => expect(reads).toBeGreaterThan(1));
  });

  it('changes the contractor with its pencil and the project in charge with theirs', async () => {
    const { calls } = setup(holder, '/contracts/details/21', {
      'GET contractors': {
        body: [
          { id: 3, name: 'Tarlac Builders Corporation', office_address: 'Capas, Tarlac', owner_name: '', contact_number: '', tin_number: '' },
          { id: 4, name: 'Luzon Earthworks Inc.', office_address: 'Tarlac City', owner_name: 'R. Dizon', contact_number: '0917', tin_number: '123' },
        ],
      },
      'GET user-accounts/project-inspectors': { body: [{ id: 2, first_name: 'Jose', last_name: 'Cruz' }, { id: 7, first_name: 'Ana', last_name: 'Reyes' }] },
      'PUT contracts/update/21': { body: contract },
    });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Change contractor' }));
    let dialog = await screen.findByRole('dialog', { name: 'Update Contractor' });
    await u.click(within(dialog).getByRole('combobox', { name: /Contractor/ }));
    await u.click(await screen.findByRole('option', { name: 'Luzon Earthworks Inc.' }));
    await u.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(contractUpdateMessages.contractorUpdated)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({ contractor_id: 4 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Contractor' })).toBeNull());

    await u.click(await screen.findByRole('button', { name: 'Change project in charge' }));
    dialog = await screen.findByRole('dialog', { name: 'Update Project In Charge' });
    await u.click(within(dialog).getByRole('combobox', { name: /Project In Charge/ }));
    await u.click(await screen.findByRole('option', { name: 'Ana Reyes' }));
    await u.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(contractUpdateMessages.projectInChargeUpdated)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({ project_in_charge_id: 7 });
  });

  it("asks for a contractor ('This field is required.') when none is set", async () => {
    setup(holder, '/contracts/details/21', {
      'GET contracts/details/21': { body: { ...details, contractor: null } },
      'GET contractors': { body: [] },
    });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Change contractor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Contractor' });
    await u.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
  });

  it("adds a project: the year, then the project ('Project is required.'), then 'Project added to the contract.'", async () => {
    const { calls } = setup(holder, '/contracts/details/21', {
      'GET projects': { body: [{ implementation_year: 2024, count: 2, total_allocation: 3_000_000 }] },
      'GET projects/year/2024': {
        body: [
          {
            id: 12,
            name: 'Dam Repair',
            description: '',
            amount: 1_500_000,
            implementation_year: 2024,
            fund_source: { id: 4, name: 'GAA 2024' },
            system: { id: 7, name: 'Upper Pampanga RIS', municipality: { id: 3, name: 'Capas', province: 'Tarlac' } },
            remarks: '',
          },
        ],
      },
      'POST contracts/21/projects/add': { body: [...projects, { id: 12, name: 'Dam Repair', implementation_year: 2024 }] },
    });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Add Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Project to the Contract' });
    await u.click(within(dialog).getByRole('button', { name: 'Add Project' }));
    expect(await within(dialog).findByText(contractUpdateMessages.projectRequired)).toBeTruthy();
    await u.click(within(dialog).getByRole('combobox', { name: /Implementation Year/ }));
    await u.click(await screen.findByRole('option', { name: '2024' }));
    await u.click(within(dialog).getByRole('combobox', { name: /Project/ }));
    await u.click(await screen.findByRole('option', { name: 'Dam Repair' }));
    await u.click(within(dialog).getByRole('button', { name: 'Add Project' }));
    expect(await screen.findByText(contractUpdateMessages.projectAdded)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ project_id: 12 });
  });

  it("removes a project, and says 'No project selected.' when none is chosen", async () => {
    const { calls } = setup(holder, '/contracts/details/21', {
      'POST contracts/21/projects/remove': { body: [] },
    });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Remove Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Project' });
    await u.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(contractUpdateMessages.noProjectSelected)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await u.click(within(dialog).getByRole('combobox', { name: /Project/ }));
    await u.click(await screen.findByRole('option', { name: /Canal Lining Lateral A/ }));
    await u.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(contractUpdateMessages.projectRemoved)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ project_id: 11 });
  });

  it("opens a project through 'Select Action': Cancel closes, View goes to its details in its year", async () => {
    const { router } = setup(holder, '/contracts/details/21');
    const u = user();
    const card = await screen.findByRole('region', { name: 'Projects' });
    await u.click(await within(card).findByRole('button', { name: 'Canal Lining Lateral A' }));
    let dialog = await screen.findByRole('dialog', { name: 'Select Action' });
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Action' })).toBeNull());
    await u.click(within(card).getByRole('button', { name: 'Canal Lining Lateral A' }));
    dialog = await screen.findByRole('dialog', { name: 'Select Action' });
    await u.click(within(dialog).getByRole('button', { name: 'View' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/details/11/2024'));
  });

  it('shows the Statement of Time Elapsed', async () => {
    setup(holder, '/contracts/details/21', {
      'GET contracts/21/time-elapsed': {
        body: {
          ...workedExampleTimeElapsed,
          time_extension_days: 15,
          revised_contract_time: 115,
          percent_time_elapsed: 44.347826,
        },
      },
    });
    await user().click(await screen.findByRole('button', { name: 'Statement of Time Elapsed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Statement of Time Elapsed' });
    expect(await within(dialog).findByText('44.35%')).toBeTruthy();
    expect(within(dialog).getByText('115 C.D.')).toBeTruthy();
    expect(within(dialog).getByText('51 C.D.')).toBeTruthy();
  });

  it('goes to a record page from the Links selector', async () => {
    const { router } = setup(holder, '/contracts/details/21');
    const u = user();
    await screen.findByRole('region', { name: details.contract_number });
    await u.click(screen.getByRole('combobox', { name: 'Links' }));
    await u.click(await screen.findByRole('option', { name: 'Physical Schedule' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/physical-schedule-list/21'));
  });

  it("goes to the contract's photos from the Links selector", async () => {
    const { router } = setup(holder, '/contracts/details/21');
    const u = user();
    await screen.findByRole('region', { name: details.contract_number });
    await u.click(screen.getByRole('combobox', { name: 'Links' }));
    await u.click(await screen.findByRole('option', { name: 'Photos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/21/photos'));
  });
});

function user() {
  return userEvent.setup();
}
