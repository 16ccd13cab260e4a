import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusalFor, suspensionOrderMessages as messages, type SuspensionOrder, type User } from '@subaybay/domain';
import { configureApiClient } from '../../../lib/api-client';
import { mockApi, type MockAnswer } from '../../../test/api-mock';
import { makeContract, makeUser, signIn } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { suspensionOrdersRoutes } from '../routes';

const inspector = makeUser({ id: 2, username: 'demoinspector', roles: [{ id: 2, name: 'Project Inspector' }] });
const accountant = makeUser({ id: 3, username: 'demoaccountant', roles: [{ id: 3, name: 'Accounting Officer' }] });

const contract = makeContract();
const resumed: SuspensionOrder = {
  id: 1,
  date_effective: '2024-01-31',
  reason: 'Right of way',
  remarks: 'Order 12',
  contract: 7,
  resume_order: { id: 9, date_effective: '2024-02-10', remarks: 'Cleared', suspension_order: 1 },
};
const ongoing: SuspensionOrder = { id: 2, date_effective: '2024-03-01', reason: 'Flooding', remarks: '', contract: 7, resume_order: null };

function setup(user: User, path: string, mocks: Record<string, MockAnswer> = {}) {
  signIn(user);
  const api = mockApi({ 'GET contracts/7': { body: contract }, 'GET suspension-orders/contract/7': { body: [resumed, ongoing] }, ...mocks });
  configureApiClient({ fetch: api.fetchMock as unknown as typeof fetch });
  const rendered = renderRoutes(
    (queryClient) => [...(suspensionOrdersRoutes(queryClient).signedIn ?? []), { path: '/', element: <p>Home page</p> }],
    path,
  );
  return { ...api, ...rendered, user: userEvent.setup() };
}

afterEach(() => configureApiClient({}));

const table = () => screen.findByRole('table', { name: 'Suspension orders' }, { timeout: 5000 });
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('Suspension Orders page (spec 1 §2)', () => {
  it('lists each suspension with its resume order', async () => {
    setup(inspector, '/suspension-orders/contract/7');
    const list = await table();
    expect(within(list).getByText('Jan 31, 2024')).toBeTruthy();
    expect(within(list).getByText('Feb 10, 2024')).toBeTruthy();
    expect(within(list).getByText('Not yet')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Resume the suspension of Mar 1, 2024' })).toBeTruthy();
  });

  it("suspends with every field required ('This field is required.')", async () => {
    const { user, calls } = setup(inspector, '/suspension-orders/contract/7', {
      'POST suspension-orders/create': { status: 201, body: { ...ongoing, id: 3, date_effective: '2024-04-01', remarks: 'Memo 4' } },
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Contract' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findAllByText(messages.required)).toHaveLength(3);
    await user.click(within(dialog).getByRole('group', { name: /Date Effective/ }));
    await user.keyboard('20240401');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Flooding');
    await user.type(within(dialog).getByLabelText(/^Remarks/), 'Memo 4');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText(messages.suspensionAdded)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ contract_id: 7, date_effective: '2024-04-01', reason: 'Flooding', remarks: 'Memo 4' });
  });

  it('records a suspension received late together with its resume order (Resumed on), in one request', async () => {
    const { user, calls } = setup(inspector, '/suspension-orders/contract/7', {
      'POST suspension-orders/create': { status: 201, body: { ...resumed, id: 4 } },
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Contract' });
    expect(within(dialog).getByText(/For an order received late, fill Resumed on/)).toBeTruthy();
    await user.click(within(dialog).getByRole('group', { name: /Date Effective/ }));
    await user.keyboard('20240131');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Right of way');
    await user.type(within(dialog).getByLabelText(/^Remarks/), 'Order 12');
    await user.click(within(dialog).getByRole('group', { name: /Resumed on/ }));
    await user.keyboard('20240210');
    await user.type(within(dialog).getByLabelText(/^Resume Remarks/), 'Cleared');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText(messages.suspensionWithResumeAdded)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { contract_id: 7, date_effective: '2024-01-31', reason: 'Right of way', remarks: 'Order 12', resume_date: '2024-02-10', resume_remarks: 'Cleared' },
    ]);
  });

  it('resumes a suspension; remarks are required in the form', async () => {
    const { user, calls } = setup(inspector, '/suspension-orders/contract/7', {
      'POST resume-orders/create': { status: 201, body: { id: 10, date_effective: '2024-03-15', remarks: 'Water receded', suspension_order: 2 } },
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Resume the suspension of Mar 1, 2024' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume Contract' });
    await user.click(within(dialog).getByRole('group', { name: /Date Effective/ }));
    await user.keyboard('20240315');
    await user.click(within(dialog).getByRole('button', { name: 'Resume' }));
    expect(await within(dialog).findByText(messages.required)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Remarks/), 'Water receded');
    await user.click(within(dialog).getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText(messages.resumeAdded)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ suspension_order_id: 2, date_effective: '2024-03-15', remarks: 'Water receded' });
  });

  it('deletes a resume order and a suspension order after their confirmations', async () => {
    const { user, calls } = setup(inspector, '/suspension-orders/contract/7', {
      'DELETE resume-orders/delete/9': { status: 204 },
      'DELETE suspension-orders/delete/2': { status: 204 },
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Delete the resume order of the suspension of Jan 31, 2024' }));
    let confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(within(confirm).getByText(messages.resumeConfirm)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.deleted)).toBeTruthy();
    await dialogGone();
    await user.click(screen.getByRole('button', { name: 'Delete the suspension of Mar 1, 2024' }));
    confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(within(confirm).getByText(messages.suspendConfirm)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['resume-orders/delete/9', 'suspension-orders/delete/2']));
  });

  it('disables Suspend and the actions, with the reason, for roles that may not', async () => {
    setup(accountant, '/suspension-orders/contract/7');
    await table();
    const suspend = screen.getByRole('button', { name: 'Suspend', description: refusalFor('suspensions.write') });
    expect(suspend.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Resume the suspension of Mar 1, 2024' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('shows the error with Retry when the list cannot be loaded', async () => {
    setup(inspector, '/suspension-orders/contract/7', {
      'GET suspension-orders/contract/7': { status: 503, body: { detail: 'The database is not available.' } },
    });
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 })).toBeTruthy();
  });

  it('without a contract id: an error toast and home', async () => {
    const { router, calls } = setup(inspector, '/suspension-orders/contract');
    expect(await screen.findByText('Contract Id must be specified in viewing suspension orders.', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toHaveLength(0);
  });
});
