import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { contractUpdateMessages, type ContractListRow } from '@subaybay/domain';
import type { MockAnswer } from '../../../test/api-mock';
import { makeContractListRow, makeUser, signIn } from '../../../test/fixtures';
import { renderRoutesWithApi } from '../../../test/render';
import { contractsRoutes } from '../routes';

const rows = [
  makeContractListRow(),
  makeContractListRow({ id: 22, contract_id: 'NIAR3-2024-02', contract_number: 'NIAR3-2024-02', amount: 0.2, accomplishment: 100, slippage: 0, slippage_band: null, status: 'completed' }),
  makeContractListRow({ id: 23, contract_id: 'NIAR3-2024-03', contract_number: 'NIAR3-2024-03', amount: 0.1, slippage: -15, slippage_band: 'terminal', status: 'suspended', suspended: true }),
];

/** A contract whose records the server refuses: identity, no figures, what is wrong. */
const refused = makeContractListRow({
  id: 24,
  contract_id: 'NIAR3-2024-04',
  contract_number: 'NIAR3-2024-04',
  amount: 500_000,
  revised_amount: null,
  accomplishment: null,
  target_accomplishment: null,
  slippage: null,
  slippage_band: null,
  status: null,
  suspended: null,
  expiration_date: null,
  revised_expiration_date: null,
  records_error: {
    detail: 'Suspension order of 2024-02-10: it falls inside the suspension order of 2024-01-31, resumed on 2024-02-10.',
    path: '/suspension-orders/contract/24',
  },
});

function setup(path: string, mocks: Record<string, MockAnswer>) {
  signIn(makeUser());
  return renderRoutesWithApi(
    mocks,
    (queryClient) => [
      ...(contractsRoutes(queryClient).signedIn ?? []),
      { path: '/user-profile/:userId', element: <p>Profile page</p> },
      { path: '/dashboard', element: <p>Dashboard page</p> },
      { path: '*', element: <p>Not found page</p> },
    ],
    path,
  );
}

describe('/contracts', () => {
  it('lists the years, latest first, with the number and total amount; links to each year and its completed and ongoing lists', async () => {
    const { user, router } = setup('/contracts', {
      'GET contracts/years': { body: { '2023': { number: 2, amount: 0.1 }, '2024': { number: 3, amount: 1_000_000.3 } } },
      'GET contracts/year/2024': { body: rows },
    });
    const table = await screen.findByRole('table', { name: 'Contracts by implementation year' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows[0]?.textContent).toContain('2024');
    expect(within(table).getByText('Php 1,000,000.30')).toBeTruthy();
    expect(within(table).getByText('Php 1,000,000.40')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Completed contracts of 2024' }).getAttribute('href')).toBe('/contracts/completed/2024');
    expect(within(table).getByRole('link', { name: 'Ongoing contracts of 2024' }).getAttribute('href')).toBe('/contracts/ongoing/2024');
    await user.click(within(table).getByRole('link', { name: 'Contracts of 2024' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/year/2024'));
  });

  it('shows the error with Retry', async () => {
    let fail = true;
    const { user } = setup('/contracts', {
      'GET contracts/years': () => (fail ? { status: 503, body: { detail: 'The database is not available; try again shortly.' } } : { body: {} }),
    });
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/No contracts yet/)).toBeTruthy();
  });
});

describe('/contracts/year/:year', () => {
  it('status chips count the contracts as of today; one click filters (kept in the address), another clears', async () => {
    const notStarted = makeContractListRow({
      id: 25,
      contract_id: 'NIAR3-2024-05',
      contract_number: 'NIAR3-2024-05',
      accomplishment: 0,
      target_accomplishment: 0,
      slippage: 0,
      slippage_band: 'on_track',
      revised_expiration_date: '2099-01-01',
    });
    const { user, router } = setup('/contracts/year/2024', { 'GET contracts/year/2024': { body: [...rows, notStarted] } });
    const chips = await screen.findByRole('group', { name: 'Filter the contracts of 2024 by status' });
    // Row 21 ongoing and behind, past its 2024 expiry; 22 completed; 23 suspended, behind, overdue; 25 not started.
    const chip = (name: RegExp) => within(chips).getByRole('button', { name });
    expect(chip(/^Not started \(1\)/)).toBeTruthy();
    expect(chip(/^Ongoing \(1\)/)).toBeTruthy();
    expect(chip(/^Suspended \(1\)/)).toBeTruthy();
    expect(chip(/^Completed \(1\)/)).toBeTruthy();
    expect(chip(/^Behind schedule \(2\)/)).toBeTruthy();
    expect(chip(/^Overdue \(2\)/)).toBeTruthy();

    await user.click(chip(/^Behind schedule/));
    await waitFor(() => expect(router.state.location.search).toBe('?status=behind_schedule'));
    const table = screen.getByRole('table', { name: 'Contracts of 2024' });
    await waitFor(() => expect(within(table).queryByText('NIAR3-2024-02')).toBeNull());
    expect(within(table).getByText('NIAR3-2024-01')).toBeTruthy();
    expect(within(table).getByText('NIAR3-2024-03')).toBeTruthy();
    expect(within(table).queryByText('NIAR3-2024-05')).toBeNull();
    expect(chip(/^Behind schedule/).getAttribute('aria-pressed')).toBe('true');

    await user.click(chip(/^Behind schedule/));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Contracts of 2024' })).getByText('NIAR3-2024-05')).toBeTruthy());
  });

  it('a chip named in the address filters on arrival; a chip no contract is in says so', async () => {
    setup('/contracts/year/2024?status=not_started', { 'GET contracts/year/2024': { body: rows } });
    expect(await screen.findByText(/None of the contracts of 2024 is not started/)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Contracts of 2024' })).toBeNull();
  });

  it('the progress bar reads the actual and target for screen readers and is amber only when behind', async () => {
    setup('/contracts/year/2024', {
      'GET contracts/year/2024': { body: [makeContractListRow(), makeContractListRow({ id: 26, contract_id: 'A-26', contract_number: 'A-26', accomplishment: 50, target_accomplishment: 40, slippage: 10 })] },
    });
    const table = await screen.findByRole('table', { name: 'Contracts of 2024' });
    const behind = within(table).getByText('Actual 35.00% of target 41.20%, behind schedule');
    expect(behind.parentElement?.getAttribute('data-behind')).toBe('true');
    const ahead = within(table).getByText('Actual 50.00% of target 40.00%');
    expect(ahead.parentElement?.getAttribute('data-behind')).toBe('false');
  });

  it('shows each contract with its amount, accomplishment, slippage band and status, and the total of amounts', async () => {
    setup('/contracts/year/2024', { 'GET contracts/year/2024': { body: rows } });
    const table = await screen.findByRole('table', { name: 'Contracts of 2024' });
    expect(within(table).getByText('Php 1,000,000.10')).toBeTruthy();
    expect(within(table).getAllByText('35.00%').length).toBeGreaterThan(0);
    expect(within(table).getByText('Early warning')).toBeTruthy();
    expect(within(table).getByText('Terminal')).toBeTruthy();
    expect(within(table).getByText('Completed')).toBeTruthy();
    expect(within(table).getByText('Suspended')).toBeTruthy();
    // 1,000,000.10 + 0.20 + 0.10, in centavos.
    expect(within(table).getByText('Php 1,000,000.40')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Open contract NIAR3-2024-01' }).getAttribute('href')).toBe('/contracts/details/21');
    expect(within(table).getAllByRole('link', { name: 'Contracts of Tarlac Builders Corporation in 2024' })[0]?.getAttribute('href')).toBe(
      '/contracts/year/2024/Tarlac_Builders_Corporation',
    );
  });

  it('shows a contract whose records are refused with what is wrong across its figures and a link to the record; the total still counts its amount', async () => {
    setup('/contracts/year/2024', { 'GET contracts/year/2024': { body: [rows[0], refused] } });
    const table = await screen.findByRole('table', { name: 'Contracts of 2024' });
    const note = within(table).getByRole('note', { name: 'Records of contract NIAR3-2024-04 refused' });
    expect(note.textContent).toContain('Figures not computed: Suspension order of 2024-02-10: it falls inside');
    expect(within(note).getByRole('link', { name: 'Fix the record' }).getAttribute('href')).toBe('/suspension-orders/contract/24');
    // One cell spans accomplishment, progress, slippage and status.
    expect(note.closest('td')?.getAttribute('colspan')).toBe('4');
    // The other contract keeps its figures; the total adds both amounts as stored.
    expect(within(table).getByText('Early warning')).toBeTruthy();
    expect(within(table).getByText('Php 1,500,000.10')).toBeTruthy();
  });

  it("shows one slippage band with ?band= (the dashboard's band links), with the way back to every contract", async () => {
    const { user } = setup('/contracts/year/2024?band=terminal', { 'GET contracts/year/2024': { body: rows } });
    const table = await screen.findByRole('table', { name: 'Terminal contracts of 2024' });
    expect(within(table).getByText('NIAR3-2024-03')).toBeTruthy();
    expect(within(table).queryByText('NIAR3-2024-01')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Showing Terminal only; show every contract of 2024' }));
    expect(await screen.findByRole('table', { name: 'Contracts of 2024' })).toBeTruthy();
  });

  it('says so when no contract of the year is in the band', async () => {
    setup('/contracts/year/2024?band=final_warning', { 'GET contracts/year/2024': { body: rows } });
    expect(await screen.findByText('No contracts of 2024 in Final warning (ICU).')).toBeTruthy();
  });

  it("reads one contractor's contracts, underscores in the route read as spaces", async () => {
    const { calls } = setup('/contracts/year/2024/Tarlac_Builders_Corporation', {
      'GET contracts/year/2024/contractor/Tarlac%20Builders%20Corporation': { body: [rows[0]] },
    });
    expect(await screen.findByRole('table', { name: 'Contracts of Tarlac Builders Corporation in 2024' })).toBeTruthy();
    expect(calls[0]?.path).toBe('contracts/year/2024/contractor/Tarlac%20Builders%20Corporation');
  });
});

describe('completed and ongoing contracts', () => {
  it('lists the completed contracts with their spec columns, 10 rows a page and 10 or 50 to choose', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      makeContractListRow({ id: 100 + index, contract_id: `C-${String(index).padStart(2, '0')}`, contract_number: `C-${index}`, status: 'completed', accomplishment: 100, slippage_band: null }),
    );
    setup('/contracts/completed/2024', { 'GET contracts/completed/2024': { body: many } });
    const table = await screen.findByRole('table', { name: 'Completed contracts of 2024' });
    expect(within(table).getAllByText('Jose Cruz').length).toBe(10);
    expect(within(table).getAllByText('Upper Pampanga RIS (Capas, Tarlac)').length).toBe(10);
    expect(within(table).getAllByText('Mar 5, 2024').length).toBe(10);
    expect(within(table).getAllByText('150 C.D.').length).toBe(10);
    expect(screen.getByText('1–10 of 12')).toBeTruthy();
  });

  it('lists a contract whose records are refused among the ongoing and the completed, saying what is wrong instead of a status', async () => {
    setup('/contracts/ongoing/2024', { 'GET contracts/ongoing/2024': { body: [rows[0], refused] } });
    const ongoing = await screen.findByRole('table', { name: 'Ongoing contracts of 2024' });
    const note = within(ongoing).getByRole('note', { name: 'Records of contract NIAR3-2024-04 refused' });
    expect(within(note).getByRole('link', { name: 'Fix the record' }).getAttribute('href')).toBe('/suspension-orders/contract/24');
    // Only the computed contract is called Ongoing.
    expect(within(ongoing).getAllByText('Ongoing')).toHaveLength(1);
  });

  it('shows a refused contract on the completed list with its identity, then what is wrong', async () => {
    setup('/contracts/completed/2024', { 'GET contracts/completed/2024': { body: [refused] } });
    const completed = await screen.findByRole('table', { name: 'Completed contracts of 2024' });
    const note = within(completed).getByRole('note', { name: 'Records of contract NIAR3-2024-04 refused' });
    expect(note.closest('td')?.getAttribute('colspan')).toBe('5');
    // Its amount, and the total of the one row.
    expect(within(completed).getAllByText('Php 500,000.00')).toHaveLength(2);
  });

  it('calls an ongoing contract Suspended when it is suspended, else Ongoing', async () => {
    setup('/contracts/ongoing/2024', { 'GET contracts/ongoing/2024': { body: [rows[0] as ContractListRow, rows[2] as ContractListRow] } });
    const table = await screen.findByRole('table', { name: 'Ongoing contracts of 2024' });
    expect(within(table).getByText('Ongoing')).toBeTruthy();
    expect(within(table).getByText('Suspended')).toBeTruthy();
    expect(within(table).getAllByText('Aug 26, 2024').length).toBe(2);
  });

  it('shows the error with Retry on the completed list', async () => {
    setup('/contracts/completed/2024', { 'GET contracts/completed/2024': { status: 503, body: { detail: 'The database is not available; try again shortly.' } } });
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('/contracts-monitored/year/:year/:user_id', () => {
  it("lists the user's contracts of the year, with the way back to their profile", async () => {
    setup('/contracts-monitored/year/2024/2', {
      'GET contracts/monitored/2024/2': { body: [rows[0]] },
      'GET user-accounts/2': { body: makeUser({ id: 2, username: 'jcruz', first_name: 'Jose', last_name: 'Cruz', roles: [{ id: 2, name: 'Project Inspector' }] }) },
    });
    expect(await screen.findByRole('table', { name: 'Contracts monitored in 2024' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect((await within(crumbs).findByRole('link', { name: 'Jose Cruz' })).getAttribute('href')).toBe('/user-profile/2');
  });
});

describe('/contracts/update/:id (legacy form)', () => {
  const contract = {
    id: 21,
    contract_id: 'NIAR3-2024-01',
    contract_number: 'NIAR3-2024-01',
    contract_description: 'Canal lining',
    amount: 1_000_000,
    start_date: '2024-03-05',
    duration: 150,
    location: 'Capas',
    contractor: { id: 3, name: 'Tarlac Builders Corporation' },
    project_in_charge: null,
  };
  const contractors = [{ id: 3, name: 'Tarlac Builders Corporation', office_address: 'Capas, Tarlac', owner_name: '', contact_number: '', tin_number: '' }];

  it("requires the contract id ('This field is required.'), saves, toasts and goes back", async () => {
    const { user, calls, router } = setup('/contracts/update/21?back=%2Fcontracts%2Fyear%2F2024', {
      'GET contracts/21': { body: contract },
      'GET contractors': { body: contractors },
      'PUT contracts/update/21': { body: contract },
      'GET contracts/year/2024': { body: rows },
    });
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const field = await screen.findByLabelText(/^Contract Id/);
    expect((await within(crumbs).findByRole('link', { name: 'NIAR3-2024-01' })).getAttribute('href')).toBe('/contracts/year/2024');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    await user.type(field, 'NIAR3-2024-01A');
    // Where "Add location" leads: the Location field, filled in here.
    const location = screen.getByLabelText(/^Location/) as HTMLInputElement;
    expect(location.value).toBe('Capas');
    await user.type(location, ', Tarlac');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(contractUpdateMessages.contractUpdated)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      contract_id: 'NIAR3-2024-01A',
      contractor_id: 3,
      amount: 1_000_000,
      duration: 150,
      location: 'Capas, Tarlac',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/year/2024'));
  });

  it('goes to the dashboard without an id', async () => {
    const { router } = setup('/contracts/update', {});
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('ignores a back address of another site', async () => {
    setup('/contracts/update/21?back=%2F%2Fevil.example', { 'GET contracts/21': { body: contract }, 'GET contractors': { body: contractors } });
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect((await within(crumbs).findByRole('link', { name: 'NIAR3-2024-01' })).getAttribute('href')).toBe('/contracts/details/21');
  });
});
