import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { physicalScheduleMessages as messages, type PhysicalSchedule, type User } from '@subaybay/domain';
import { configureApiClient } from '../../../lib/api-client';
import { mockApi, type MockAnswer } from '../../../test/api-mock';
import { makeContract, makeUser, signIn } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { physicalSchedulesRoutes } from '../routes';

const holder = makeUser({ id: 1, roles: [{ id: 1, name: 'Admin' }] });
const inspector = makeUser({ id: 2, username: 'demoinspector', roles: [{ id: 2, name: 'Project Inspector' }] });

const contract = makeContract();
const nodes: PhysicalSchedule[] = [
  { id: 1, day: 50, date: '2024-02-19', accomplishment: 40, contract: 7 },
  { id: 2, day: 100, date: '2024-04-09', accomplishment: 100, contract: 7 },
];

function setup(user: User, path: string, mocks: Record<string, MockAnswer> = {}) {
  signIn(user);
  const api = mockApi({ 'GET contracts/7': { body: contract }, 'GET physical-schedules/contract/7': { body: nodes }, ...mocks });
  configureApiClient({ fetch: api.fetchMock as unknown as typeof fetch });
  const rendered = renderRoutes(
    (queryClient) => [
      ...(physicalSchedulesRoutes(queryClient).activeAccount ?? []),
      { path: '/', element: <p>Home page</p> },
    ],
    path,
  );
  return { ...api, ...rendered, user: userEvent.setup() };
}

afterEach(() => configureApiClient({}));

/** The page's chunk loads lazily: the first test to render it may wait a little longer. */
const table = () => screen.findByRole('table', { name: 'Physical schedule' }, { timeout: 5000 });

describe('Physical Schedule page (spec 1 §2)', () => {
  it("lists the nodes with day, date and percent under the contract's number and key dates", async () => {
    setup(holder, '/physical-schedule-list/7');
    const list = await table();
    expect(within(list).getByText('Feb 19, 2024')).toBeTruthy();
    expect(within(list).getByText('40.00%')).toBeTruthy();
    expect(within(list).getByText('100')).toBeTruthy();
    const header = screen.getByRole('region', { name: 'Contract' });
    expect(await within(header).findByText('NIAR3-2024-01')).toBeTruthy();
    expect(within(header).getByText('Apr 9, 2024')).toBeTruthy();
    expect(within(header).getByText('100 C.D.')).toBeTruthy();
  });

  it('shows the add form and row actions to admins only', async () => {
    setup(inspector, '/physical-schedule-list/7');
    await table();
    expect(screen.queryByRole('button', { name: 'Add Node' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete the node/ })).toBeNull();
  });

  it('adds a node through the dialog, with the messages of the schema', async () => {
    const { user, calls } = setup(holder, '/physical-schedule-list/7', {
      'POST physical-schedules/create': { status: 201, body: { id: 3, day: 31, date: '2024-01-31', accomplishment: 20.5, contract: 7 } },
    });
    await table();
    await user.click(await screen.findByRole('button', { name: 'Add Node' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Schedule Node' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(messages.accomplishmentRequired)).toBeTruthy();
    expect(within(dialog).getByText(messages.dateRequired)).toBeTruthy();
    await user.click(within(dialog).getByRole('group', { name: /Date Effective/ }));
    await user.keyboard('20240131');
    await user.type(within(dialog).getByLabelText(/^Accomplishment/), '20.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(messages.added)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ contract_id: 7, date_effective: '2024-01-31', accomplishment: 20.5 });
  });

  it("deletes a node after 'Continue deleting the selected data?' and re-reads the list", async () => {
    const { user, calls } = setup(holder, '/physical-schedule-list/7', { 'DELETE physical-schedules/delete/1': { status: 204 } });
    await table();
    await user.click(await screen.findByRole('button', { name: 'Delete the node of Feb 19, 2024' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(messages.deleteConfirm)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.deleted)).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.path === 'physical-schedules/contract/7')).toHaveLength(2));
  });

  it('shows the error with Retry when the schedule cannot be loaded', async () => {
    setup(holder, '/physical-schedule-list/7', {
      'GET physical-schedules/contract/7': { status: 503, body: { detail: 'The database is not available.' } },
    });
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 })).toBeTruthy();
  });

  it("without a contract id: 'Contract Id must be specified in viewing physical schedule.' and home", async () => {
    const { router, calls } = setup(holder, '/physical-schedule-list');
    expect(await screen.findByText(messages.contractIdMissing, {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toHaveLength(0);
  });
});
