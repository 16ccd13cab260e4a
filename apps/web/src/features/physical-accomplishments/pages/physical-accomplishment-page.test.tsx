import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { daysElapsed, physicalAccomplishmentMessages as messages, todayInManila, type PhysicalAccomplishment, type User } from '@subaybay/domain';
import { configureApiClient } from '../../../lib/api-client';
import { mockApi, type MockAnswer } from '../../../test/api-mock';
import { makeContract, makeUser, signIn } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { physicalAccomplishmentsRoutes } from '../routes';

const holder = makeUser({ id: 1, roles: [{ id: 1, name: 'Admin' }] });
const inspector = makeUser({ id: 2, username: 'demoinspector', roles: [{ id: 2, name: 'Project Inspector' }] });
const viewer = makeUser({ id: 5, username: 'demoviewer', roles: [{ id: 5, name: 'Viewer' }] });

const contract = makeContract();
const old: PhysicalAccomplishment = { id: 1, day: 20, date: '2024-01-20', entry_date: '2024-01-20T02:00:00.000Z', accomplishment: 10 };
const fresh: PhysicalAccomplishment = { id: 2, day: 56, date: '2024-02-25', entry_date: new Date().toISOString(), accomplishment: 35 };

function setup(user: User, path: string, mocks: Record<string, MockAnswer> = {}) {
  signIn(user);
  const api = mockApi({ 'GET contracts/7': { body: contract }, 'GET physical-accomplishments/contract/7': { body: [old, fresh] }, ...mocks });
  configureApiClient({ fetch: api.fetchMock as unknown as typeof fetch });
  const rendered = renderRoutes(
    (queryClient) => [...(physicalAccomplishmentsRoutes(queryClient).activeAccount ?? []), { path: '/', element: <p>Home page</p> }],
    path,
  );
  return { ...api, ...rendered, user: userEvent.setup() };
}

afterEach(() => configureApiClient({}));

/** MUI keeps the page hidden from the accessibility tree until a closing dialog is gone. */
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

const table = () => screen.findByRole('table', { name: 'Physical accomplishment' }, { timeout: 5000 });

describe('Physical Accomplishment page (spec 1 §2)', () => {
  it('lists the nodes with the notice, 10 per page', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      day: i + 1,
      date: `2024-01-${String(i + 1).padStart(2, '0')}`,
      entry_date: '2024-01-20T02:00:00.000Z',
      accomplishment: i,
    }));
    setup(holder, '/physical-accomplishment-list/7', { 'GET physical-accomplishments/contract/7': { body: many } });
    const list = await table();
    expect(screen.getByText(messages.notice)).toBeTruthy();
    expect(within(list).getAllByRole('row')).toHaveLength(11);
    expect(within(list).getByText('Jan 10, 2024')).toBeTruthy();
    expect(within(list).queryByText('Jan 11, 2024')).toBeNull();
  });

  it("adds a node dated today, or with 'Overwrite Day Elapsed' on the As Of date", async () => {
    const { user, calls } = setup(inspector, '/physical-accomplishment-list/7', {
      'POST physical-accomplishments/create': { status: 201, body: { ...fresh, id: 3, accomplishment: 40 } },
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Add Accomplishment' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Accomplishment' });
    await user.type(within(dialog).getByLabelText(/^Accomplishment/), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(messages.added)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')[0]?.body).toEqual({ contract_id: 7, accomplishment: 40 });
    await dialogGone();

    await user.click(screen.getByRole('button', { name: 'Add Accomplishment' }));
    dialog = await screen.findByRole('dialog', { name: 'Add Accomplishment' });
    await user.type(within(dialog).getByLabelText(/^Accomplishment/), '40');
    await user.click(within(dialog).getByLabelText('Overwrite Day Elapsed'));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(messages.asOfDateRequired)).toBeTruthy();
    await user.click(within(dialog).getByRole('group', { name: /As Of/ }));
    await user.keyboard('20240301');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'POST')[1]?.body).toEqual({ contract_id: 7, accomplishment: 40, overwrite_as_of_date: '2024-03-01' });
  });

  it('the Add dialog says which date and day of the contract the node records, following the As Of date', async () => {
    const { user } = setup(inspector, '/physical-accomplishment-list/7');
    await table();
    await user.click(screen.getByRole('button', { name: 'Add Accomplishment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Accomplishment' });
    const today = todayInManila();
    expect(await within(dialog).findByText(`Records ${today}, day ${daysElapsed('2024-01-01', today)} of the contract.`)).toBeTruthy();
    await user.click(within(dialog).getByLabelText('Overwrite Day Elapsed'));
    await user.click(within(dialog).getByRole('group', { name: /As Of/ }));
    await user.keyboard('20240225');
    expect(await within(dialog).findByText('Records 2024-02-25, day 56 of the contract.')).toBeTruthy();
  });

  it('a non-admin past the one-day window gets the info dialog; a fresh node can be deleted with confirmation', async () => {
    const { user, calls } = setup(inspector, '/physical-accomplishment-list/7', { 'DELETE physical-accomplishments/delete/2': { status: 204 } });
    await table();
    await user.click(screen.getByRole('button', { name: 'Update the node of Jan 20, 2024' }));
    let info = await screen.findByRole('dialog', { name: 'Info' });
    expect(within(info).getByText(messages.cannotEdit)).toBeTruthy();
    await user.click(within(info).getByRole('button', { name: 'OK' }));
    await dialogGone();
    await user.click(screen.getByRole('button', { name: 'Delete the node of Jan 20, 2024' }));
    info = await screen.findByRole('dialog', { name: 'Info' });
    expect(within(info).getByText(messages.cannotDelete)).toBeTruthy();
    await user.click(within(info).getByRole('button', { name: 'OK' }));
    await dialogGone();

    await user.click(screen.getByRole('button', { name: 'Delete the node of Feb 25, 2024' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(within(confirm).getByText(messages.deleteConfirm)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.deleted)).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === 'physical-accomplishments/delete/2')).toBe(true);
  });

  it('admins change an old node, keeping its date unless overwritten', async () => {
    const { user, calls } = setup(holder, '/physical-accomplishment-list/7', {
      'PUT physical-accomplishments/update/1': { body: { ...old, accomplishment: 12 } },
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Update the node of Jan 20, 2024' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Accomplishment' });
    const field = within(dialog).getByLabelText(/^Accomplishment/);
    fireEvent.change(field, { target: { value: '12' } });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(messages.updated)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ accomplishment: 12 });
  });

  it('a viewer has every action disabled', async () => {
    setup(viewer, '/physical-accomplishment-list/7');
    await table();
    expect(screen.getByRole('button', { name: 'Add Accomplishment' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('shows the error with Retry when the list cannot be loaded', async () => {
    setup(holder, '/physical-accomplishment-list/7', {
      'GET physical-accomplishments/contract/7': { status: 503, body: { detail: 'The database is not available.' } },
    });
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 })).toBeTruthy();
  });

  it("without a contract id: 'Contract Id must be specified in viewing physical accomplishment.' and home", async () => {
    const { router, calls } = setup(holder, '/physical-accomplishment-list/');
    expect(await screen.findByText(messages.contractIdMissing, {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toHaveLength(0);
  });
});
