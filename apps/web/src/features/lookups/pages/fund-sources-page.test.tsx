import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fundSourceMessages, refusalFor, type FundSource } from '@subaybay/domain';
import { projectReportKeys } from '../../project-reports/api/keys';
import { projectKeys } from '../../projects/api/keys';
import type { MockAnswer } from '../../../test/api-mock';
import { makeUser, signIn } from '../../../test/fixtures';
import { renderPageWithApi } from '../../../test/render';
import { FundSourcesPage } from './fund-sources-page';

const gaa: FundSource = { id: 3, name: 'GAA 2024' };
const accountant = makeUser({ id: 3, username: 'accountant', roles: [{ id: 3, name: 'Accounting Officer' }] });

function setup(routes: Record<string, MockAnswer>) {
  return renderPageWithApi(routes, <FundSourcesPage />);
}

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
    // Neither Rename nor Delete is within reach: a click on the row opens nothing.
    await userEvent.click(screen.getByText('GAA 2024'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Rename' })).toBeNull();
  });
});

describe('renaming a fund source', () => {
  it('opens prefilled, requires a name, sends the new name and refreshes the list and what shows the name', async () => {
    signIn(accountant);
    let listed: FundSource[] = [{ id: 3, name: 'GAA 2O24' }];
    const { user, calls, queryClient } = setup({
      'GET fund-sources': () => ({ body: listed }),
      'PUT fund-sources/update/3': ({ body }) => {
        listed = [{ id: 3, ...(body as { name: string }) }];
        return { body: listed[0] };
      },
    });
    // Projects and reports cached elsewhere in the session name the fund source too.
    queryClient.setQueryData(projectKeys.ofYear(2024), []);
    queryClient.setQueryData(projectReportKeys.summary(2024, '2024-12-31'), {});
    await user.click(await screen.findByRole('button', { name: 'Actions for GAA 2O24, ID 3' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Rename', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));

    const dialog = await screen.findByRole('dialog', { name: 'Rename Fund Source' });
    const name = within(dialog).getByLabelText(/^Name/);
    expect((name as HTMLInputElement).value).toBe('GAA 2O24');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(fundSourceMessages.nameRequired)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    const listReads = calls.filter((call) => call.method === 'GET').length;
    await user.type(name, '  GAA 2024 {Enter}');
    expect(await screen.findByText('Fund source has been updated successfully!')).toBeTruthy();
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(await screen.findByText('GAA 2024')).toBeTruthy();
    expect(screen.queryByText('GAA 2O24')).toBeNull();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([expect.objectContaining({ path: 'fund-sources/update/3', body: { name: 'GAA 2024' } })]);
    expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThan(listReads);
    expect(queryClient.getQueryState(projectKeys.ofYear(2024))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(projectReportKeys.summary(2024, '2024-12-31'))?.isInvalidated).toBe(true);

    // Add still opens empty afterwards.
    await user.click(screen.getByRole('button', { name: 'Add Fund Source' }));
    const addDialog = await screen.findByRole('dialog', { name: 'Add Fund Source' });
    expect((within(addDialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
  });

  it("keeps the dialog open with the server's refusal of a duplicate name", async () => {
    signIn();
    const local: FundSource = { id: 4, name: 'Local Fund 2025' };
    const detail = fundSourceMessages.duplicate('Local Fund 2025');
    const { user } = setup({
      'GET fund-sources': { body: [gaa, local] },
      'PUT fund-sources/update/3': { status: 409, body: { detail, errors: { name: [detail] } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for GAA 2024, ID 3' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Fund Source' });
    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Local Fund 2025{Enter}');
    expect(await within(dialog).findByText(detail)).toBeTruthy();
    expect(dialog.isConnected).toBe(true);
    expect((name as HTMLInputElement).value).toBe('Local Fund 2025');
    expect(screen.queryByText('Fund source has been updated successfully!')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(screen.getByText('GAA 2024')).toBeTruthy();
  });
});
