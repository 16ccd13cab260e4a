import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusalFor, type VariationOrderItem } from '@subaybay/domain';
import { Route, Routes } from 'react-router';
import { configureApiClient } from '../../../lib/api-client';
import { mockApi, type MockAnswer } from '../../../test/api-mock';
import { makeContract, makeUser, signIn } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { VariationOrdersPage } from './variation-orders-page';

const contract = makeContract({ contract_id: 'C-7', contract_number: 'C-7', amount: 1000, location: '' });

const order = (overrides: Partial<VariationOrderItem> = {}): VariationOrderItem => ({
  id: 5,
  contract_id: 7,
  date_effective: '2024-02-01',
  revised_amount: 1050,
  remarks: 'Additional turnouts',
  entry_date: new Date().toISOString(),
  ...overrides,
});

function setup(routes: Record<string, MockAnswer>, path = '/variation-orders/contract/7') {
  const api = mockApi({ 'GET contracts/7': { body: contract }, ...routes });
  configureApiClient({ fetch: api.fetchMock as unknown as typeof fetch });
  renderPage(
    <Routes>
      <Route path="/variation-orders/contract/:contractId?" element={<VariationOrdersPage />} />
    </Routes>,
    path,
  );
  return { ...api, user: userEvent.setup() };
}

afterEach(() => configureApiClient({}));

describe('Variation orders page (spec 3 §2)', () => {
  it("adds an order with the spec's toast and messages, sending the amount as a number, and shows the ceiling warning", async () => {
    signIn();
    let listed: VariationOrderItem[] = [];
    const warning = 'The variation orders increase the contract by Php 150.00, more than 10% of the original amount of Php 1,000.00.';
    const { user, calls } = setup({
      'GET variation-orders/contract/7': () => ({ body: listed }),
      'POST variation-orders/create': () => {
        listed = [order({ revised_amount: 1150 })];
        return { status: 201, body: { ...listed[0], warning } };
      },
    });
    await screen.findByText('No variation orders yet.');
    await user.click(screen.getAllByRole('button', { name: 'Add Variation' })[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect((await within(dialog).findAllByText('This field is required.')).length).toBe(3);
    await user.click(within(dialog).getAllByRole('spinbutton', { name: 'Year' })[0]!);
    await user.keyboard('20240201');
    await user.type(within(dialog).getByLabelText(/Revised Amount/), '1150');
    await user.type(within(dialog).getByLabelText(/Remarks/), 'Additional turnouts');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Variation order has been added successfully!')).toBeTruthy();
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect((await screen.findAllByText(warning)).length).toBeGreaterThan(0);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      contract_id: 7,
      date_effective: '2024-02-01',
      revised_amount: 1150,
      remarks: 'Additional turnouts',
    });
  });

  it('deletes (a PUT) after the row menu and the confirmation', async () => {
    signIn();
    let listed = [order()];
    const { user, calls } = setup({
      'GET variation-orders/contract/7': () => ({ body: listed }),
      'PUT variation-orders/delete/5': () => {
        listed = [];
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for the order effective Feb 1, 2024' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText('Continue deleting the selected data?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Variation order has been deleted successfully!')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual(['variation-orders/delete/5']);
  });

  it("answers an inspector's change of a day-old order with the spec's info dialog", async () => {
    signIn(makeUser({ roles: [{ id: 2, name: 'Project Inspector' }] }));
    const { user, calls } = setup({ 'GET variation-orders/contract/7': { body: [order({ entry_date: '2024-02-01T00:00:00.000Z' })] } });
    await user.click(await screen.findByRole('button', { name: 'Actions for the order effective Feb 1, 2024' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText('Cannot update or delete entries of more than one day old.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('disables Add Variation for the accounting officer with the reason', async () => {
    signIn(makeUser({ roles: [{ id: 3, name: 'Accounting Officer' }] }));
    setup({ 'GET variation-orders/contract/7': { body: [order()] } });
    await screen.findByText('Additional turnouts');
    const button = screen.getByRole('button', { name: 'Add Variation', description: refusalFor('variationOrders.create') });
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('shows the error with Retry when the list cannot be loaded', async () => {
    signIn();
    let fail = true;
    const { user } = setup({
      'GET variation-orders/contract/7': () => (fail ? { status: 503, body: { detail: 'The database is not available; try again shortly.' } } : { body: [order()] }),
    });
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Additional turnouts')).toBeTruthy();
  });
});
