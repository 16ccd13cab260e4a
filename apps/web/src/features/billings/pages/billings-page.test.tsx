import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusalFor, type BillingItem } from '@subaybay/domain';
import { Route, Routes } from 'react-router';
import { configureApiClient } from '../../../lib/api-client';
import { mockApi, type MockAnswer } from '../../../test/api-mock';
import { makeContract, makeUser, signIn } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { BillingsPage } from './billings-page';

const contract = makeContract({ contract_id: 'NIAR3-TARZAM-2021-15-1', contract_number: 'NIAR3-TARZAM-2021-15-1', location: 'Capas, Tarlac' });

const billing = (overrides: Partial<BillingItem> = {}): BillingItem => ({
  id: 3,
  contract_id: 7,
  billing_date: '2024-02-19',
  billing_amount: 250000.5,
  percent_accomplishment: 25.00005,
  day: 50,
  remarks: 'First billing',
  entry_date: new Date().toISOString(),
  ...overrides,
});

function setup(routes: Record<string, MockAnswer>, path = '/financial-accomplishment/contract/7') {
  const api = mockApi({ 'GET contracts/7': { body: contract }, ...routes });
  configureApiClient({ fetch: api.fetchMock as unknown as typeof fetch });
  renderPage(
    <Routes>
      <Route path="/financial-accomplishment/contract/:contractId?" element={<BillingsPage />} />
    </Routes>,
    path,
  );
  return { ...api, user: userEvent.setup() };
}

afterEach(() => configureApiClient({}));

describe('Financial Accomplishment page (spec 3 §2)', () => {
  it("a stale link to a deleted contract: the spec's 404 toast and the app's not-found in place, with the way to the contracts — no redirect", async () => {
    signIn();
    setup({
      'GET contracts/7': { status: 404, body: { detail: 'Not found.' } },
      'GET financial-accomplishments/contract/7': { status: 404, body: { detail: 'Not found.' } },
    });
    expect(await screen.findByRole('heading', { name: "Oops! The page you're trying to access does not exist!" })).toBeTruthy();
    expect(await screen.findByText('The requested page from the server does not exist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the contracts' }).getAttribute('href')).toBe('/contracts');
    expect(screen.queryByText('Home page')).toBeNull();
    expect(screen.queryByRole('table', { name: 'Billings' })).toBeNull();
  });

  it("shows each billing's date and remarks, the total billed in a totals row, under the contract's header card", async () => {
    signIn();
    setup({
      'GET financial-accomplishments/contract/7': {
        body: [
          billing(),
          billing({ id: 4, billing_date: '2024-03-20', day: 80, billing_amount: 100000.25, percent_accomplishment: 35, remarks: 'Second billing' }),
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'Billings' });
    expect(within(table).getByText('Feb 19, 2024')).toBeTruthy();
    expect(within(table).getByText('Mar 20, 2024')).toBeTruthy();
    expect(within(table).getByText('First billing')).toBeTruthy();
    expect(within(table).getByText('Second billing')).toBeTruthy();
    const totalRow = within(table).getByText('Total billed').closest('tr') as HTMLElement;
    expect(within(totalRow).getByText('₱350,000.75')).toBeTruthy();
    const header = screen.getByRole('region', { name: 'Contract' });
    expect(await within(header).findByText('NIAR3-TARZAM-2021-15-1')).toBeTruthy();
    expect(within(header).getByText('Effectivity Date')).toBeTruthy();
  });

  it('lists billings with the peso sign, percent and day elapsed under the contract breadcrumbs', async () => {
    signIn();
    setup({ 'GET financial-accomplishments/contract/7': { body: [billing()] } });
    // The billing's amount, and the same in the total billed.
    expect(await screen.findAllByText('₱250,000.50')).toHaveLength(2);
    expect(screen.getByText('25.00%')).toBeTruthy();
    expect(screen.getByText('50')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'NIAR3-TARZAM-2021-15-1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contracts' })).toBeTruthy();
  });

  it("adds a billing with the tick's As Of date, sending pesos, with the spec's toast and messages", async () => {
    signIn();
    let listed: BillingItem[] = [];
    const { user, calls } = setup({
      'GET financial-accomplishments/contract/7': () => ({ body: listed }),
      'POST financial-accomplishments/create': () => {
        listed = [billing({ id: 4, billing_amount: 1234.5, billing_date: '2024-03-01', day: 61, percent_accomplishment: 0.12345 })];
        return { status: 201, body: listed[0] };
      },
    });
    await screen.findByText('No billings yet.');
    await user.click(screen.getAllByRole('button', { name: 'Add Billing' })[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Billing amount is required.')).toBeTruthy();
    expect(within(dialog).getByText('Remarks about the billing is required.')).toBeTruthy();
    expect(within(dialog).queryByLabelText('As Of')).toBeNull();
    await user.type(within(dialog).getByLabelText(/Billing Amount/), '1234.50');
    await user.type(within(dialog).getByLabelText(/Remarks/), 'Second billing');
    await user.click(within(dialog).getByLabelText('Overwrite Day Elapsed'));
    expect(within(dialog).getAllByLabelText(/As Of/).length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Contract billing added successfully!')).toBeTruthy();
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(await screen.findAllByText('₱1,234.50')).toHaveLength(2);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ contract_id: 7, billing_amount: 1234.5, remarks: 'Second billing' });
  });

  it('deletes after the action dialog and the confirmation (admin)', async () => {
    signIn();
    let listed = [billing()];
    const { user, calls } = setup({
      'GET financial-accomplishments/contract/7': () => ({ body: listed }),
      'DELETE financial-accomplishments/delete/3': () => {
        listed = [];
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Feb 19, 2024, day 50, billing of ₱250,000.50' }));
    const actions = await screen.findByRole('dialog');
    expect(within(actions).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await user.click(within(actions).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Continue deleting the selected data?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Financial accomplishment has been deleted.')).toBeTruthy();
    expect(await screen.findByText('No billings yet.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['financial-accomplishments/delete/3']);
  });

  it("disables Delete for an inspector with the reason, and answers an old entry's Update with the spec's info dialog", async () => {
    signIn(makeUser({ roles: [{ id: 2, name: 'Project Inspector' }] }));
    const { user } = setup({
      'GET financial-accomplishments/contract/7': { body: [billing({ entry_date: '2024-02-19T01:00:00.000Z' })] },
    });
    await user.click(await screen.findByRole('button', { name: 'Feb 19, 2024, day 50, billing of ₱250,000.50' }));
    const actions = await screen.findByRole('dialog');
    const remove = within(actions).getByRole('button', { name: 'Delete', description: refusalFor('billings.delete') });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    await user.click(within(actions).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Accomplishment cannot be edited after one day from input.')).toBeTruthy();
  });

  it('shows the error with Retry when the billings cannot be loaded', async () => {
    signIn();
    let fail = true;
    const { user } = setup({
      'GET financial-accomplishments/contract/7': () =>
        fail ? { status: 503, body: { detail: 'The database is not available; try again shortly.' } } : { body: [billing()] },
    });
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByText('₱250,000.50')).toHaveLength(2);
  });

  it('without a contract id, says so and goes home', async () => {
    signIn();
    setup({}, '/financial-accomplishment/contract');
    expect(await screen.findByText('Contract Id must be specified in viewing physical accomplishment.')).toBeTruthy();
    expect(await screen.findByText('Home page')).toBeTruthy();
  });
});
