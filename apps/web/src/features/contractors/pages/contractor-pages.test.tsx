import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contractorMessages, refusalFor, todayInManila, type Contractor, type ContractorPage as ContractorPageData } from '@subaybay/domain';
import type { InitialEntry } from 'react-router';
import type { MockAnswer } from '../../../test/api-mock';
import { makeUser, signIn } from '../../../test/fixtures';
import { renderRoutesWithApi } from '../../../test/render';
import { ContractorAddPage } from './contractor-add-page';
import { ContractorPage } from './contractor-page';
import { ContractorsPage } from './contractors-page';

const contractor = (id: number, name: string, office_address: string): Contractor => ({
  id,
  name,
  office_address,
  owner_name: '',
  contact_number: '',
  tin_number: '',
});

/** 12 contractors: two share a name prefix so a second sort key shows. */
const contractors: Contractor[] = [
  contractor(1, 'Tarlac Builders Inc.', 'Km 112 MacArthur Highway, Tarlac City'),
  contractor(2, 'Alpha Construction', 'Zamora Street, Capas, Tarlac'),
  contractor(3, 'Alpha Construction', 'Bonifacio Avenue, Cabanatuan City'),
  ...Array.from({ length: 9 }, (_, i) => contractor(10 + i, `Builder Number ${i + 1}`, `Office Street ${i + 1}, San Jose City`)),
];

const today = todayInManila(new Date());

const page: ContractorPageData = {
  id: 5,
  name: 'Nueva Ecija Builders',
  office_address: 'Maharlika Highway, Cabanatuan City',
  owner_name: '',
  contact_number: '0917 555 0101',
  tin_number: '',
  as_of: today,
  performance: { contracts: 3, with_time_extension: 1, with_approved_time_extension: 2, with_negative_slippage: 1, completed: 1 },
  contracts: [
    {
      id: 21,
      contract_id: 'NIAR3-TARZAM-2024-15-1',
      contract_number: 'NIAR3-TARZAM-2024-15-1',
      contract_description: 'Canal lining of Lateral A',
      start_date: '2024-01-01',
      duration: 100,
      amount: 1_000_000,
      implementation_years: [2024],
      report: {
        slippage: -43.2,
        days_suspended: 10,
        actual_accomplishment: 10,
        target_accomplishment: 53.2,
        number_of_time_extension: 1,
        status: 'ongoing',
        slippage_band: 'terminal',
      },
    },
  ],
  projects: [{ id: 11, name: 'Lateral A', implementation_year: 2024, amount: 5_000_000 }],
  contracts_by_year: [
    { year: 2024, number: 2, amount: 3_000_000.5 },
    { year: 2023, number: 1, amount: 3_000_000 },
  ],
};

function setup(routes: Record<string, MockAnswer>, initialPath: InitialEntry) {
  return renderRoutesWithApi(
    routes,
    [
      { path: '/contractors', element: <ContractorsPage /> },
      { path: '/contractors/add', element: <ContractorAddPage /> },
      { path: '/contractors/:contractor_id', element: <ContractorPage /> },
      { path: '/contracts/details/:id', element: <p>Contract details page</p> },
    ],
    initialPath,
  );
}

const bodyRows = () => within(screen.getByRole('table', { name: 'Contractors' })).getAllByRole('row').slice(1);

describe('contractors list (spec 3 §2, §9)', () => {
  it('shows Name and Office Address, 10 rows a page, search, multi-column sort, and a row opens the contractor', async () => {
    signIn();
    const { user, router } = setup(
      { 'GET contractors': { body: contractors }, [`GET contractors/1?as_of=${today}`]: { body: { ...page, id: 1, name: 'Tarlac Builders Inc.' } } },
      '/contractors',
    );
    await screen.findByRole('table', { name: 'Contractors' });
    expect(bodyRows()).toHaveLength(10);
    // By name first: the two Alphas, in the order they came.
    expect(within(bodyRows()[0]!).getByText('Zamora Street, Capas, Tarlac')).toBeTruthy();
    expect(within(bodyRows()[1]!).getByText('Bonifacio Avenue, Cabanatuan City')).toBeTruthy();
    // Shift-click adds Office Address as a second key (TanStack multi-sort).
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('button', { name: 'Office Address' }));
    await user.keyboard('{/Shift}');
    expect(within(bodyRows()[0]!).getByText('Bonifacio Avenue, Cabanatuan City')).toBeTruthy();
    expect(within(bodyRows()[1]!).getByText('Zamora Street, Capas, Tarlac')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Search contractors' }), 'tarlac city');
    expect(bodyRows()).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Tarlac Builders Inc.' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contractors/1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tarlac Builders Inc.' })).toBeTruthy();
  });

  it("disables Add Contractor for a viewer, with the refusal as its description", async () => {
    signIn(makeUser({ roles: [{ id: 5, name: 'Viewer' }] }));
    const { user, router } = setup({ 'GET contractors': { body: contractors } }, '/contractors');
    await screen.findByRole('table', { name: 'Contractors' });
    const button = screen.getByRole('button', { name: 'Add Contractor', description: refusalFor('contractors.create') });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    expect(router.state.location.pathname).toBe('/contractors');
  });

  it('shows the error with Retry, and reads again on Retry', async () => {
    signIn();
    let fail = true;
    const { user } = setup(
      { 'GET contractors': () => (fail ? { status: 503, body: { detail: 'The database is not available; try again shortly.' } } : { body: contractors }) },
      '/contractors',
    );
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Contractors' })).toBeTruthy();
  });
});

describe('add contractor (spec 3 §5, §8)', () => {
  it("shows the spec's messages and sends nothing until they are met", async () => {
    signIn();
    const { user, calls } = setup({}, '/contractors/add');
    await user.click(await screen.findByRole('button', { name: 'Add Contractor' }));
    expect(await screen.findByText(contractorMessages.nameRequired)).toBeTruthy();
    expect(screen.getByText(contractorMessages.addressRequired)).toBeTruthy();
    await user.type(screen.getByLabelText(/^Company name/), 'Short');
    await user.type(screen.getByLabelText(/^Office address/), 'Tarlac');
    await user.click(screen.getByRole('button', { name: 'Add Contractor' }));
    expect(await screen.findByText('Company name must be atleast 8 characters.')).toBeTruthy();
    expect(screen.getByText('Office address must be atleast 10 characters.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("adds, toasts 'Contractor added successfully.' and opens the new contractor's page", async () => {
    signIn();
    const created = contractor(5, 'Nueva Ecija Builders', 'Maharlika Highway, Cabanatuan City');
    const { user, calls, router } = setup(
      {
        'POST contractors/create': { status: 201, body: { ...created, owner_name: 'Ramon D. Villanueva' } },
        [`GET contractors/5?as_of=${today}`]: { body: page },
      },
      '/contractors/add',
    );
    await user.type(await screen.findByLabelText(/^Company name/), 'Nueva Ecija Builders');
    await user.type(screen.getByLabelText(/^Office address/), 'Maharlika Highway, Cabanatuan City');
    await user.type(screen.getByLabelText(/^Owner/), 'Ramon D. Villanueva');
    await user.click(screen.getByRole('button', { name: 'Add Contractor' }));
    expect(await screen.findByText('Contractor added successfully.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/contractors/5'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Nueva Ecija Builders',
      office_address: 'Maharlika Highway, Cabanatuan City',
      owner_name: 'Ramon D. Villanueva',
      contact_number: '',
      tin_number: '',
    });
  });
});

describe('contractor page (spec 3 §2, §4, §7)', () => {
  it('shows the contractor, Not Yet Encoded / N/A, the performance counts as of today, the years and the contracts', async () => {
    signIn(makeUser({ roles: [{ id: 5, name: 'Viewer' }] }));
    const { user, router, calls } = setup({ [`GET contractors/5?as_of=${today}`]: { body: page } }, '/contractors/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva Ecija Builders' })).toBeTruthy();
    expect(calls.some((call) => call.path === `contractors/5?as_of=${today}`)).toBe(true);
    expect(screen.getByText('Not Yet Encoded')).toBeTruthy();
    expect(screen.getByText('N/A')).toBeTruthy();
    expect(screen.getByText('0917 555 0101')).toBeTruthy();
    const performance = screen.getByRole('region', { name: /^Performance as of/ });
    const count = (label: string) => within(performance).getByText(label, { exact: false, selector: 'dt' }).parentElement!;
    expect(within(count('Contracts')).getByText('3')).toBeTruthy();
    expect(within(count('With Time Extension')).getByText('1')).toBeTruthy();
    expect(within(count('With Approved Time Extension')).getByText('2')).toBeTruthy();
    expect(within(count('With Negative Slippage')).getByText('1')).toBeTruthy();
    expect(within(count('Completed')).getByText('1')).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Contracts of 2024' }).getAttribute('href')).toBe('/contracts/year/2024/Nueva_Ecija_Builders');
    expect(screen.getByText('Php 3,000,000.50')).toBeTruthy();
    const contracts = screen.getByRole('table', { name: 'Contracts of the contractor' });
    expect(within(contracts).getByText('-43.20%')).toBeTruthy();
    await user.click(within(contracts).getByRole('link', { name: 'NIAR3-TARZAM-2024-15-1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/details/21'));
  });

  it('lists a contract whose records are refused with what is wrong and a link to the record, and says the counts leave it out', async () => {
    signIn(makeUser({ roles: [{ id: 5, name: 'Viewer' }] }));
    const refused: ContractorPageData['contracts'][number] = {
      ...page.contracts[0]!,
      id: 22,
      contract_id: 'NIAR3-TARZAM-2024-15-2',
      contract_number: 'NIAR3-TARZAM-2024-15-2',
      report: null,
      records_error: { detail: 'Accomplishment node of 2024-02-01: the accomplishment 120% is outside 0 to 100%.', path: '/physical-accomplishment-list/22' },
    };
    setup({ [`GET contractors/5?as_of=${today}`]: { body: { ...page, contracts: [...page.contracts, refused], contracts_with_record_errors: 1 } } }, '/contractors/5');
    const performance = await screen.findByRole('region', { name: /^Performance as of/ });
    expect(within(performance).getByRole('alert').textContent).toContain('1 contract is left out of these figures because its records are refused.');
    const contracts = screen.getByRole('table', { name: 'Contracts of the contractor' });
    expect(within(contracts).getByText('-43.20%')).toBeTruthy();
    const note = within(contracts).getByRole('note', { name: 'Records of contract NIAR3-TARZAM-2024-15-2 refused' });
    expect(note.textContent).toContain('the accomplishment 120% is outside 0 to 100%');
    expect(within(note).getByRole('link', { name: 'Fix the record' }).getAttribute('href')).toBe('/physical-accomplishment-list/22');
    // Actual, slippage, days suspended and status: one cell.
    expect(note.closest('td')?.getAttribute('colspan')).toBe('4');
  });

  it('shows the error with Retry, and reads again on Retry', async () => {
    signIn();
    let fail = true;
    const { user } = setup(
      { [`GET contractors/5?as_of=${today}`]: () => (fail ? { status: 503, body: { detail: 'The database is not available; try again shortly.' } } : { body: page }) },
      '/contractors/5',
    );
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva Ecija Builders' })).toBeTruthy();
  });

  it("a stale link to a contractor the office does not have: the 404 toast and the app's not-found in place, with the way to the contractors", async () => {
    signIn();
    const { router } = setup({ [`GET contractors/99?as_of=${today}`]: { status: 404, body: { detail: 'Not found.' } } }, '/contractors/99');
    expect(await screen.findByRole('heading', { name: "Oops! The page you're trying to access does not exist!" })).toBeTruthy();
    expect(await screen.findByText('The requested page from the server does not exist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the contractors' }).getAttribute('href')).toBe('/contractors');
    expect(router.state.location.pathname).toBe('/contractors/99');
  });

  it('says so when the address names no contractor, without a call', async () => {
    signIn();
    const { calls } = setup({}, '/contractors/abc');
    expect(await screen.findByText('This address names no contractor.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

describe('edit contractor (spec 3 §7 contractors/update/{id}/, §8)', () => {
  const pageRoute = `GET contractors/5?as_of=${today}`;
  const openEdit = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    return screen.findByRole('dialog', { name: 'Edit Contractor' });
  };

  it("opens prefilled, shows Add's messages and sends nothing until they are met", async () => {
    signIn(makeUser({ roles: [{ id: 3, name: 'Project Inspector' }] }));
    const { user, calls } = setup({ [pageRoute]: { body: { ...page, tin_number: '123-456-789-000' } } }, '/contractors/5');
    const dialog = await openEdit(user);
    const field = (label: RegExp) => within(dialog).getByLabelText<HTMLInputElement>(label);
    expect(field(/^Company name/).value).toBe('Nueva Ecija Builders');
    expect(field(/^Office address/).value).toBe('Maharlika Highway, Cabanatuan City');
    expect(field(/^Owner/).value).toBe('');
    expect(field(/^Contact number/).value).toBe('0917 555 0101');
    expect(field(/^TIN/).value).toBe('123-456-789-000');

    await user.clear(field(/^Company name/));
    await user.clear(field(/^Office address/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(contractorMessages.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(contractorMessages.addressRequired)).toBeTruthy();
    await user.type(field(/^Company name/), 'Short');
    await user.type(field(/^Office address/), 'Tarlac');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(contractorMessages.nameTooShort)).toBeTruthy();
    expect(within(dialog).getByText(contractorMessages.addressTooShort)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("saves with PUT, toasts 'Contractor updated successfully!' and the page shows the new values", async () => {
    signIn();
    let current: ContractorPageData = page;
    const { user, calls } = setup(
      {
        [pageRoute]: () => ({ body: current }),
        'PUT contractors/update/5': ({ body }) => {
          current = { ...current, ...(body as Omit<Contractor, 'id'>) };
          return { body: { id: 5, ...(body as Omit<Contractor, 'id'>) } };
        },
      },
      '/contractors/5',
    );
    const dialog = await openEdit(user);
    const name = within(dialog).getByLabelText(/^Company name/);
    await user.clear(name);
    await user.type(name, 'Nueva Ecija Builders Corp.');
    await user.type(within(dialog).getByLabelText(/^Owner/), 'Ramon D. Villanueva');
    await user.type(within(dialog).getByLabelText(/^TIN/), '123-456-789-000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Contractor updated successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = calls.filter((call) => call.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(put[0]!.path).toBe('contractors/update/5');
    expect(put[0]!.body).toEqual({
      name: 'Nueva Ecija Builders Corp.',
      office_address: 'Maharlika Highway, Cabanatuan City',
      owner_name: 'Ramon D. Villanueva',
      contact_number: '0917 555 0101',
      tin_number: '123-456-789-000',
    });
    // The page read itself again: the new name, owner and TIN replace the old ones.
    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva Ecija Builders Corp.' })).toBeTruthy();
    expect(screen.getByText('Ramon D. Villanueva')).toBeTruthy();
    expect(screen.getByText('123-456-789-000')).toBeTruthy();
    expect(screen.queryByText('Not Yet Encoded')).toBeNull();
    expect(calls.filter((call) => call.method === 'GET' && call.path === `contractors/5?as_of=${today}`)).toHaveLength(2);

    // Opened again, the dialog starts from the new values.
    const again = await openEdit(user);
    expect(within(again).getByLabelText<HTMLInputElement>(/^Company name/).value).toBe('Nueva Ecija Builders Corp.');
  });

  it("keeps the dialog open with the server's refusal (a name the office already has)", async () => {
    signIn();
    const { user, calls } = setup(
      {
        [pageRoute]: { body: page },
        'PUT contractors/update/5': { status: 400, body: { detail: contractorMessages.nameTaken, errors: { name: [contractorMessages.nameTaken] } } },
      },
      '/contractors/5',
    );
    const dialog = await openEdit(user);
    const name = within(dialog).getByLabelText(/^Company name/);
    await user.clear(name);
    await user.type(name, 'Tarlac Builders Inc.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(contractorMessages.nameTaken)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Edit Contractor' })).toBe(dialog);
    expect(screen.queryByText('Contractor updated successfully!')).toBeNull();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('keeps the dialog open with a refusal that names no field', async () => {
    signIn();
    const detail = 'The contractor could not be saved.';
    const { user } = setup(
      { [pageRoute]: { body: page }, 'PUT contractors/update/5': { status: 400, body: { detail } } },
      '/contractors/5',
    );
    const dialog = await openEdit(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(detail);
    expect(screen.getByRole('dialog', { name: 'Edit Contractor' })).toBe(dialog);
  });

  it('disables Edit for a viewer, with the refusal as its description', async () => {
    signIn(makeUser({ roles: [{ id: 5, name: 'Viewer' }] }));
    const { user } = setup({ [pageRoute]: { body: page } }, '/contractors/5');
    const button = await screen.findByRole('button', { name: 'Edit', description: refusalFor('contractors.create') });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no Edit while the page is in error', async () => {
    signIn();
    setup({ [pageRoute]: { status: 503, body: { detail: 'The database is not available; try again shortly.' } } }, '/contractors/5');
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
