import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusalFor, type ContractFeatureSummary, type FeatureAccomplishmentItem, type PhysicalFeatureName } from '@subaybay/domain';
import { Route, Routes } from 'react-router';
import { configureApiClient } from '../../../lib/api-client';
import { mockApi, type MockAnswer } from '../../../test/api-mock';
import { makeContract, makeUser, signIn } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { ContractFeaturesPage } from './contract-features-page';
import { FeatureAccomplishmentsPage } from './feature-accomplishments-page';
import { FeatureNamesPage } from './feature-names-page';

const contract = makeContract({ contract_id: 'C-7', contract_number: 'C-7', contract_description: '', amount: 1000, location: '' });
const lining: PhysicalFeatureName = { id: 4, name: 'Canal lining', description: 'Concrete canal lining', unit: 'l.m.' };
const summary: ContractFeatureSummary = { name_id: 4, name: 'Canal lining', description: 'Concrete canal lining', quantity: 1234.5678, unit: 'l.m.' };
const entry = (overrides: Partial<FeatureAccomplishmentItem> = {}): FeatureAccomplishmentItem => ({
  id: 11,
  contract_id: 7,
  physical_feature_name_id: 4,
  accomplishment_date: '2024-02-01',
  quantity: 120.5,
  entry_date: new Date().toISOString(),
  ...overrides,
});

function setup(routes: Record<string, MockAnswer>, path: string) {
  const api = mockApi({ 'GET contracts/7': { body: contract }, 'GET physical-features/names': { body: [lining] }, ...routes });
  configureApiClient({ fetch: api.fetchMock as unknown as typeof fetch });
  renderPage(
    <Routes>
      <Route path="/physical-features/names" element={<FeatureNamesPage />} />
      <Route path="/physical-features/contract/:id?" element={<ContractFeaturesPage />} />
      <Route path="/physical-features/contract/:contractId/feature-name/:featureNameId" element={<FeatureAccomplishmentsPage />} />
    </Routes>,
    path,
  );
  return { ...api, user: userEvent.setup() };
}

afterEach(() => configureApiClient({}));

describe('Physical feature names page', () => {
  it('lists names with description and unit, and updates one through the row menu', async () => {
    signIn();
    let listed = [lining];
    const { user, calls } = setup(
      {
        'GET physical-features/names': () => ({ body: listed }),
        'PUT physical-features/names/update/4': () => {
          listed = [{ ...lining, unit: 'm' }];
          return { body: listed[0] };
        },
      },
      '/physical-features/names',
    );
    expect(await screen.findByText('Concrete canal lining')).toBeTruthy();
    expect(screen.getByText('l.m.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Actions for Canal lining' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Update' }));
    const dialog = await screen.findByRole('dialog');
    const unit = within(dialog).getByLabelText(/^Unit/);
    await user.clear(unit);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Unit is required.')).toBeTruthy();
    await user.type(unit, 'm');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Feature updated successfully!')).toBeTruthy();
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: 'Canal lining', description: 'Concrete canal lining', unit: 'm' });
  });

  it('disables Add Feature for the accounting officer with the reason', async () => {
    signIn(makeUser({ roles: [{ id: 3, name: 'Accounting Officer' }] }));
    setup({}, '/physical-features/names');
    await screen.findByText('Concrete canal lining');
    expect(screen.getByRole('button', { name: 'Add Feature', description: refusalFor('featureNames.write') }).getAttribute('aria-disabled')).toBe('true');
  });

  it('shows the error with Retry when the names cannot be loaded', async () => {
    signIn();
    let fail = true;
    const { user } = setup(
      { 'GET physical-features/names': () => (fail ? { status: 503, body: { detail: 'The database is not available; try again shortly.' } } : { body: [lining] }) },
      '/physical-features/names',
    );
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Concrete canal lining')).toBeTruthy();
  });
});

describe("A contract's physical features", () => {
  it('shows each feature with its quantity (4 decimals) and links to its accomplishments', async () => {
    signIn();
    setup({ 'GET physical-features/features/contract/7': { body: [summary] } }, '/physical-features/contract/7');
    expect(await screen.findByText('1,234.5678')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Accomplishments of Canal lining' });
    expect(link.getAttribute('href')).toBe('/physical-features/contract/7/feature-name/4');
  });

  it('adds an accomplishment with the quantity as a number', async () => {
    signIn();
    const { user, calls } = setup(
      {
        'GET physical-features/features/contract/7': { body: [] },
        'POST physical-features/features/create': { status: 201, body: entry() },
      },
      '/physical-features/contract/7',
    );
    await screen.findByText('No physical feature accomplishments yet.');
    await user.click(screen.getAllByRole('button', { name: 'Add Accomplishment' })[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Quantity is required.')).toBeTruthy();
    expect(within(dialog).getByText('Accomplishment date is required.')).toBeTruthy();
    await user.click(within(dialog).getByLabelText(/Physical Feature/));
    await user.click(await screen.findByRole('option', { name: 'Canal lining (l.m.)' }));
    await user.click(within(dialog).getAllByRole('spinbutton', { name: 'Year' })[0]!);
    await user.keyboard('20240201');
    await user.type(within(dialog).getByLabelText(/Quantity/), '120.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      contract_id: 7,
      physical_feature_name_id: 4,
      accomplishment_date: '2024-02-01',
      quantity: 120.5,
    });
  });

  it('gives a viewer no link to the accomplishments (spec 3 §6)', async () => {
    signIn(makeUser({ roles: [{ id: 5, name: 'Viewer' }] }));
    setup({ 'GET physical-features/features/contract/7': { body: [summary] } }, '/physical-features/contract/7');
    await screen.findByText('1,234.5678');
    expect(screen.queryByRole('link', { name: 'Accomplishments of Canal lining' })).toBeNull();
  });
});

describe('The accomplishments of one feature', () => {
  const url = '/physical-features/contract/7/feature-name/4';

  it("updates the quantity and deletes after the confirmation, with the spec's toasts", async () => {
    signIn();
    let listed = [entry()];
    const { user, calls } = setup(
      {
        'GET physical-features/features/contract/7/feature-name/4': () => ({ body: listed }),
        'PUT physical-features/features/update/11': () => {
          listed = [entry({ quantity: 130 })];
          return { body: listed[0] };
        },
        'DELETE physical-features/features/delete/11': () => {
          listed = [];
          return { status: 204 };
        },
      },
      url,
    );
    await user.click(await screen.findByRole('button', { name: 'Actions for the entry of Feb 1, 2024' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Update' }));
    const dialog = await screen.findByRole('dialog');
    await user.tripleClick(within(dialog).getByLabelText(/Quantity/));
    await user.keyboard('130');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Feature accomplishment has been updated successfully!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ quantity: 130 });
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    await user.click(await screen.findByRole('button', { name: 'Actions for the entry of Feb 1, 2024' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText('Continue deleting the selected data?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Feature accomplishment has been deleted successfully!')).toBeTruthy();
  });

  it("answers an inspector's change of a day-old entry with the spec's info dialog", async () => {
    signIn(makeUser({ roles: [{ id: 2, name: 'Project Inspector' }] }));
    const { user } = setup({ 'GET physical-features/features/contract/7/feature-name/4': { body: [entry({ entry_date: '2024-02-01T00:00:00.000Z' })] } }, url);
    await user.click(await screen.findByRole('button', { name: 'Actions for the entry of Feb 1, 2024' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Update' }));
    expect(await screen.findByText('Cannot update or delete entries of more than one day old.')).toBeTruthy();
  });

  it("ends the subtitle with one full stop after a unit that has its own ('l.m.', not 'l.m..')", async () => {
    signIn();
    setup({ 'GET physical-features/features/contract/7/feature-name/4': { body: [entry()] } }, url);
    expect(await screen.findByText('Concrete canal lining. Quantities are cumulative, in l.m.')).toBeTruthy();
  });

  it('tells a viewer the page is not for them, without loading the entries', async () => {
    signIn(makeUser({ roles: [{ id: 5, name: 'Viewer' }] }));
    const { calls } = setup({}, url);
    expect(await screen.findByText('A viewer cannot open the accomplishments of a physical feature.')).toBeTruthy();
    expect(calls.some((call) => call.path.includes('feature-name'))).toBe(false);
  });

  it('shows the error with Retry when the entries cannot be loaded', async () => {
    signIn();
    let fail = true;
    const { user } = setup(
      {
        'GET physical-features/features/contract/7/feature-name/4': () =>
          fail ? { status: 503, body: { detail: 'The database is not available; try again shortly.' } } : { body: [entry()] },
      },
      url,
    );
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('120.5')).toBeTruthy();
  });
});
