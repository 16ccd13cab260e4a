import { describe, expect, it } from 'vitest';
import { refusalFor } from '@subaybay/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { MockAnswer } from '../../../test/api-mock';
import { makeUser, signIn } from '../../../test/fixtures';
import { renderPageWithApi } from '../../../test/render';
import { ProjectFinanceSections } from './project-finance-sections';

const accountant = makeUser({ id: 3, username: 'demoaccountant', roles: [{ id: 3, name: 'Accounting Officer' }] });
const viewer = makeUser({ id: 5, username: 'demoviewer', roles: [{ id: 5, name: 'Viewer' }] });
const holder = makeUser({ id: 1, username: 'demoadmin', roles: [{ id: 1, name: 'Admin' }] });

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const expenditure = (id: number, amount: number, entryDate: string) => ({
  id,
  project_id: 7,
  expenditure_source: { id: 11, long_name: 'Contract Works' },
  amount,
  entry_date: entryDate,
  date_obligated: '2024-03-01',
  date_disbursed: null,
  remarks: '',
});

function routes(overrides: Record<string, MockAnswer> = {}): Record<string, MockAnswer> {
  return {
    'GET expenditure-sources/project/7/balance': { body: [{ id: 11, name: 'Contract Works', balance: 379999.2, total: 500000 }] },
    'GET requested-cash/project/7': { body: [{ id: 2, project_id: 7, amount: 120000.5, requested_on: '2024-02-29', remarks: 'First tranche' }] },
    'GET project-expenditures/project/7': { body: [expenditure(21, 0.1, hoursAgo(30)), expenditure(22, 0.2, hoursAgo(2))] },
    'GET expenditure-source-names': { body: [{ id: 4, long_name: 'Contract Works', short_name: 'CW' }] },
    ...overrides,
  };
}

function setup(user = accountant, overrides: Record<string, MockAnswer> = {}) {
  signIn(user);
  return renderPageWithApi(routes(overrides), <ProjectFinanceSections projectId={7} />);
}

describe('project finance sections (spec 2 §2)', () => {
  it('shows each source with its total and balance, requested cash, and the expenditures with their exact total and count', async () => {
    setup();
    const sources = await screen.findByRole('table', { name: 'Expenditure sources' });
    expect(within(sources).getByText('Php 500,000.00')).toBeTruthy();
    expect(within(sources).getByText('Php 379,999.20')).toBeTruthy();
    const cash = await screen.findByRole('table', { name: 'Requested cash' });
    expect(within(cash).getByText('Php 120,000.50')).toBeTruthy();
    expect(within(cash).getByText('First tranche')).toBeTruthy();
    const expenditures = await screen.findByRole('table', { name: 'Project expenditures' });
    // 0.10 + 0.20 is exactly 0.30.
    expect(within(expenditures).getByText('Php 0.30')).toBeTruthy();
    expect(within(expenditures).getByText('Total (2 expenditures)')).toBeTruthy();
  });

  it("refuses an empty expenditure with the spec's three messages, sending nothing", async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Expenditure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Expenditure' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Expenditure source is required.')).toBeTruthy();
    expect(within(dialog).getByText('Amount is required.')).toBeTruthy();
    expect(within(dialog).getByText('Date obligated is required.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('updates an expenditure, toasts, and shows the balance read again', async () => {
    let balance = 379999.2;
    const { user, calls } = setup(accountant, {
      'GET expenditure-sources/project/7/balance': () => ({ body: [{ id: 11, name: 'Contract Works', balance, total: 500000 }] }),
      'PUT project-expenditures/update/22': ({ body }) => {
        balance = 379999.4 - (body as { amount: number }).amount;
        return { body: { ...expenditure(22, (body as { amount: number }).amount, hoursAgo(2)) } };
      },
    });
    const sources = await screen.findByRole('table', { name: 'Expenditure sources' });
    expect(within(sources).getByText('Php 379,999.20')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Update expenditure of Php 0.20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Expenditure' });
    const amount = within(dialog).getByLabelText(/^Amount/);
    await user.clear(amount);
    await user.type(amount, '1,000.40');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Expenditure updated successfully!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      expenditure_source_id: 11,
      amount: 1000.4,
      date_obligated: '2024-03-01',
      date_disbursed: null,
      remarks: '',
    });
    expect(await within(await screen.findByRole('table', { name: 'Expenditure sources' })).findByText('Php 378,999.00')).toBeTruthy();
  });

  it('shows the info dialog, not the edit, for an accounting officer past the one-day window', async () => {
    const { user } = setup(accountant);
    await user.click(await screen.findByRole('button', { name: 'Update expenditure of Php 0.10' }));
    const info = await screen.findByRole('dialog', { name: 'Info' });
    expect(within(info).getByText('Expenditures cannot be modified after one day of entry.')).toBeTruthy();
    await user.click(within(info).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Info' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Update expenditure of Php 0.20' }));
    expect(await screen.findByRole('dialog', { name: 'Update Expenditure' })).toBeTruthy();
  });

  it('lets an admin delete an old expenditure: the confirmation opens, not the info dialog', async () => {
    const { user } = setup(holder);
    await user.click(await screen.findByRole('button', { name: 'Delete expenditure of Php 0.10' }));
    expect(await screen.findByText('This action is irreversible.')).toBeTruthy();
  });

  it('deletes requested cash after the confirmation, with the toast', async () => {
    const { user, calls } = setup(accountant, { 'DELETE requested-cash/delete/2': { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Delete requested cash of Php 120,000.50' }));
    expect(await screen.findByText('This action is irreversible.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Requested Cash deleted successfully!')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === 'requested-cash/delete/2')).toBe(true);
  });

  it('disables the financial buttons for a viewer and says why', async () => {
    const { user } = setup(viewer);
    const sources = await screen.findByRole('region', { name: 'Expenditure Source' });
    const add = within(sources).getByRole('button', { name: 'Add', description: refusalFor('projectFinance.write') });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    await user.click(add);
    expect(screen.queryByRole('dialog')).toBeNull();
    const addExpenditure = screen.getByRole('button', { name: 'Add Expenditure' });
    expect(addExpenditure.getAttribute('aria-disabled')).toBe('true');
    const update = await screen.findByRole('button', { name: 'Update expenditure of Php 0.20' });
    expect(update.getAttribute('aria-disabled')).toBe('true');
  });

  it('adds an expenditure source from a name and an amount, with the toast', async () => {
    const { user, calls } = setup(accountant, {
      'POST expenditure-sources/create': {
        status: 201,
        body: { id: 12, project_id: 7, expenditure_source_name: { id: 4, long_name: 'Contract Works' }, amount: 1234.5 },
      },
    });
    const sources = await screen.findByRole('region', { name: 'Expenditure Source' });
    await user.click(within(sources).getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Expenditure Source' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Expenditure source name is required.')).toBeTruthy();
    expect(within(dialog).getByText('Amount is required.')).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: /Expenditure Source Name/ }));
    await user.click(await screen.findByRole('option', { name: 'Contract Works' }));
    await user.type(within(dialog).getByLabelText(/^Amount/), '1234.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Expenditure source created successfully.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ project_id: 7, expenditure_source_name_id: 4, amount: 1234.5 });
  });

  it("adds requested cash, sending only what is filled, with the spec's toast", async () => {
    const { user, calls } = setup(accountant, {
      'POST requested-cash/create': { status: 201, body: { id: 3, project_id: 7, amount: 0.3, requested_on: null, remarks: '' } },
    });
    const cash = await screen.findByRole('region', { name: 'Requested Cash' });
    await user.click(within(cash).getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Requested Cash' });
    await user.type(within(dialog).getByLabelText(/^Amount/), '0.30');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Requested cash addedd successfully!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ project_id: 7, amount: 0.3 });
  });

  it('shows an error with Retry when a section cannot be loaded', async () => {
    setup(accountant, { 'GET requested-cash/project/7': { status: 503, body: { detail: 'The database is not available; try again shortly.' } } });
    const cash = await screen.findByRole('region', { name: 'Requested Cash' });
    await waitFor(() => expect(within(cash).getByText('This could not be loaded.')).toBeTruthy());
    expect(within(cash).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
