import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusalFor, type TimeExtensionItem } from '@subaybay/domain';
import { Route, Routes } from 'react-router';
import { configureApiClient } from '../../../lib/api-client';
import { mockApi, type MockAnswer } from '../../../test/api-mock';
import { makeContract, makeUser, signIn } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { TimeExtensionsPage } from './time-extensions-page';

const contract = makeContract({ contract_id: 'C-7', contract_number: 'C-7', contract_description: '', amount: 1000, location: '' });

const extension = (overrides: Partial<TimeExtensionItem> = {}): TimeExtensionItem => ({
  id: 9,
  contract: 7,
  number_of_days: 15,
  date_requested: '2024-02-01',
  date_approved: '2024-02-10',
  reason: 'Heavy rains',
  created_on: '2024-02-10T01:00:00.000Z',
  updated_on: '2024-02-10T01:00:00.000Z',
  ...overrides,
});

function setup(routes: Record<string, MockAnswer>, path = '/approved-time-extensions/contract/7') {
  const api = mockApi({ 'GET contracts/7': { body: contract }, ...routes });
  configureApiClient({ fetch: api.fetchMock as unknown as typeof fetch });
  renderPage(
    <Routes>
      <Route path="/approved-time-extensions/contract/:contractId?" element={<TimeExtensionsPage />} />
    </Routes>,
    path,
  );
  return { ...api, user: userEvent.setup() };
}

afterEach(() => configureApiClient({}));

describe('Approved Time Extensions page (spec 3 §2)', () => {
  it('lists extensions without the contract and timestamps', async () => {
    signIn();
    setup({ 'GET approved-time-extensions/contract/7': { body: [extension()] } });
    expect(await screen.findByText('Heavy rains')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Approved Time Extensions' })).toBeTruthy();
    expect(screen.queryByText('Created On')).toBeNull();
    expect(screen.queryByText('Updated On')).toBeNull();
  });

  it("adds with the spec's messages (days default 0) and toast", async () => {
    signIn();
    let listed: TimeExtensionItem[] = [];
    const { user, calls } = setup({
      'GET approved-time-extensions/contract/7': () => ({ body: listed }),
      'POST approved-time-extensions/create': () => {
        listed = [extension({ reason: 'Typhoon Egay' })];
        return { status: 201, body: listed[0] };
      },
    });
    await screen.findByText('No approved time extensions yet.');
    await user.click(screen.getAllByRole('button', { name: 'Add' })[0]!);
    const dialog = await screen.findByRole('dialog');
    const days = within(dialog).getByLabelText(/Number of Days/) as HTMLInputElement;
    expect(days.value).toBe('0');
    await user.clear(days);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Date requested is required.')).toBeTruthy();
    expect(within(dialog).getByText('Date approved is required.')).toBeTruthy();
    expect(within(dialog).getByText('Number of days is required.')).toBeTruthy();
    expect(within(dialog).getByText('Reason is required.')).toBeTruthy();
    const [requested, approved] = within(dialog).getAllByRole('spinbutton', { name: 'Year' });
    await user.click(requested!);
    await user.keyboard('20240201');
    await user.click(approved!);
    await user.keyboard('20240210');
    await user.type(days, '15');
    await user.type(within(dialog).getByLabelText(/Reason for Extension/), 'Typhoon Egay');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Time extension added successfully.')).toBeTruthy();
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      contract_id: 7,
      number_of_days: 15,
      date_requested: '2024-02-01',
      date_approved: '2024-02-10',
      reason: 'Typhoon Egay',
    });
  });

  it('shows the reason in the action dialog, updates and deletes after the confirmation', async () => {
    signIn();
    let listed = [extension()];
    const { user, calls } = setup({
      'GET approved-time-extensions/contract/7': () => ({ body: listed }),
      'PUT approved-time-extensions/update/9': () => {
        listed = [extension({ number_of_days: 20 })];
        return { body: listed[0] };
      },
      'DELETE approved-time-extensions/delete/9': () => {
        listed = [];
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Extension approved Feb 10, 2024, 15 days' }));
    expect(await screen.findByText('Time extension due to: Heavy rains')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Time Extension' });
    const days = within(dialog).getByLabelText(/Number of Days/) as HTMLInputElement;
    await waitFor(() => expect(days.value).toBe('15'));
    await user.tripleClick(days);
    await user.keyboard('20');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Time extension updated successfully.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      number_of_days: 20,
      date_requested: '2024-02-01',
      date_approved: '2024-02-10',
      reason: 'Heavy rains',
    });
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    await user.click(await screen.findByRole('button', { name: 'Extension approved Feb 10, 2024, 20 days' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Continue deleting the selected data?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Time extension deleted successfully!')).toBeTruthy();
    expect(await screen.findByText('No approved time extensions yet.')).toBeTruthy();
  });

  it('disables the writes for a viewer with the reason', async () => {
    signIn(makeUser({ roles: [{ id: 5, name: 'Viewer' }] }));
    setup({ 'GET approved-time-extensions/contract/7': { body: [extension()] } });
    await screen.findByText('Heavy rains');
    expect(screen.getByRole('button', { name: 'Add', description: refusalFor('timeExtensions.write') }).getAttribute('aria-disabled')).toBe('true');
  });

  it('shows the error with Retry when the list cannot be loaded', async () => {
    signIn();
    let fail = true;
    const { user } = setup({
      'GET approved-time-extensions/contract/7': () =>
        fail ? { status: 503, body: { detail: 'The database is not available; try again shortly.' } } : { body: [extension()] },
    });
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Heavy rains')).toBeTruthy();
  });
});
