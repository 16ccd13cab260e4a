import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusalFor, type FundSource } from '@subaybay/domain';
import { configureApiClient } from '../../../lib/api-client';
import { mockApi, type MockAnswer } from '../../../test/api-mock';
import { makeUser, signIn } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { FundSourcesPage } from './fund-sources-page';

const gaa: FundSource = { id: 3, name: 'GAA 2024' };

function setup(routes: Record<string, MockAnswer>) {
  const api = mockApi(routes);
  configureApiClient({ fetch: api.fetchMock as unknown as typeof fetch });
  renderPage(<FundSourcesPage />);
  return { ...api, user: userEvent.setup() };
}

afterEach(() => configureApiClient({}));

describe('fund sources page (spec 2 §2, §7)', () => {
  it("adds through the dialog with the spec's toast, requiring a name", async () => {
    signIn();
    let listed: FundSource[] = [];
    const { user, calls } = setup({
      'GET fund-sources': () => ({ body: listed }),
      'POST fund-sources/create': () => {
        listed = [{ id: 4, name: 'Local Fund 2025' }];
        return { status: 201, body: listed[0] };
      },
    });
    await screen.findByText(/No fund sources yet/);
    await user.click(screen.getAllByRole('button', { name: 'Add Fund Source' })[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Fund source name is required.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Name/), 'Local Fund 2025{Enter}');
    expect(await screen.findByText('Fund source added successfully!')).toBeTruthy();
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(await screen.findByText('Local Fund 2025')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Local Fund 2025' });
  });

  it('deletes after the menu and the confirmation', async () => {
    signIn();
    let listed: FundSource[] = [gaa];
    const { user, calls } = setup({
      'GET fund-sources': () => ({ body: listed }),
      'DELETE fund-sources/delete/3': () => {
        listed = [];
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for GAA 2024, ID 3' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText('Delete fund source GAA 2024? This cannot be undone.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Fund source has been deleted successfully!')).toBeTruthy();
    expect(await screen.findByText(/No fund sources yet/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['fund-sources/delete/3']);
  });

  it("shows the server's refusal when a project uses the fund source, and keeps it", async () => {
    signIn();
    const detail = 'Fund source "GAA 2024" is used by 2 project(s) and cannot be deleted.';
    const { user } = setup({
      'GET fund-sources': { body: [gaa] },
      'DELETE fund-sources/delete/3': { status: 400, body: { detail } },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for GAA 2024, ID 3' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(detail)).toBeTruthy();
    expect(screen.queryByText('Fund source has been deleted successfully!')).toBeNull();
    expect(screen.getByText('GAA 2024')).toBeTruthy();
  });

  it('shows the error with Retry when the list cannot be loaded', async () => {
    signIn();
    let fail = true;
    const { user } = setup({
      'GET fund-sources': () => (fail ? { status: 503, body: { detail: 'The database is not available; try again shortly.' } } : { body: [gaa] }),
    });
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('GAA 2024')).toBeTruthy();
  });

  it('disables Add Fund Source with the reason, and opens no menu, for a project inspector', async () => {
    signIn(makeUser({ roles: [{ id: 2, name: 'Project Inspector' }] }));
    setup({ 'GET fund-sources': { body: [gaa] } });
    await screen.findByText('GAA 2024');
    const button = screen.getByRole('button', { name: 'Add Fund Source', description: refusalFor('fundSources.write') });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for GAA 2024, ID 3' })).toBeNull();
  });
});
