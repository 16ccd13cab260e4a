import { describe, expect, it, vi } from 'vitest';
import { refusalFor } from '@subaybay/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockAnswer } from '../../../test/api-mock';
import { makeUser, signIn } from '../../../test/fixtures';
import { renderPageWithApi } from '../../../test/render';
import { ExpenditureSourceNamesPage } from '../pages/expenditure-source-names-page';
import { ExpenditureSourceNameDialog } from './expenditure-source-name-dialog';

function setup(routes: Record<string, MockAnswer>, name?: { id: number; long_name: string; short_name: string }) {
  signIn();
  const onClose = vi.fn();
  return { ...renderPageWithApi(routes, <ExpenditureSourceNameDialog open name={name ?? null} onClose={onClose} />), onClose };
}

describe('expenditure source name dialog (spec 1 §5)', () => {
  it('requires both names', async () => {
    const { user, calls } = setup({});
    await user.click(screen.getByRole('button', { name: 'Add Name' }));
    expect(await screen.findByText('Long name is required.')).toBeTruthy();
    expect(screen.getByText('Short name is required.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('asks for at least 8 characters of long name and 2 of short name', async () => {
    const { user, calls } = setup({});
    await user.type(screen.getByLabelText(/^Long Name/), 'Survey');
    await user.type(screen.getByLabelText(/^Short Name/), 'S');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Long name must be atleast 8 characters.')).toBeTruthy();
    expect(screen.getByText('Short name must be atleast 2 characters.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('adds with Enter, toasts and closes', async () => {
    const { user, calls, onClose } = setup({
      'POST expenditure-source-names/create': { status: 201, body: { id: 4, long_name: 'Construction Survey', short_name: 'CS' } },
      'GET expenditure-source-names': { body: [] },
    });
    await user.type(screen.getByLabelText(/^Long Name/), 'Construction Survey');
    await user.type(screen.getByLabelText(/^Short Name/), 'CS{Enter}');
    expect(await screen.findByText('Expenditure source name added successfully!')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ long_name: 'Construction Survey', short_name: 'CS' });
    // The server logs the activity: the dialog does not log it again.
    expect(calls.some((call) => call.path.startsWith('activity-logs'))).toBe(false);
  });

  it('edits the clicked name with PUT and the update toast', async () => {
    const { user, calls } = setup(
      { 'PUT expenditure-source-names/update/3': { body: { id: 3, long_name: 'Contract Works Proper', short_name: 'CW' } } },
      { id: 3, long_name: 'Contract Works', short_name: 'CW' },
    );
    const longName = screen.getByLabelText(/^Long Name/);
    await user.clear(longName);
    await user.type(longName, 'Contract Works Proper');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name updated successfully!')).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'PUT', path: 'expenditure-source-names/update/3', body: { long_name: 'Contract Works Proper', short_name: 'CW' } });
  });

  it("stays open with the server's refusal under the field", async () => {
    const { user, onClose } = setup({
      'POST expenditure-source-names/create': {
        status: 400,
        body: { detail: 'This name already exists.', errors: { long_name: ['This name already exists.'] } },
      },
    });
    await user.type(screen.getByLabelText(/^Long Name/), 'Contract Works');
    await user.type(screen.getByLabelText(/^Short Name/), 'CW');
    await user.click(screen.getByRole('button', { name: 'Add Name' }));
    const field = screen.getByLabelText(/^Long Name/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('This name already exists.').length).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('expenditure source names page', () => {
  it('disables Add Name for a viewer and says why', async () => {
    signIn(makeUser({ id: 5, username: 'demoviewer', roles: [{ id: 5, name: 'Viewer' }] }));
    renderPageWithApi({ 'GET expenditure-source-names': { body: [{ id: 1, long_name: 'Contract Works', short_name: 'CW' }] } }, <ExpenditureSourceNamesPage />, '/expenditure-source-names');
    expect(await screen.findByText('Contract Works')).toBeTruthy();
    const button = screen.getByRole('button', {
      name: 'Add Name',
      description: refusalFor('expenditureSourceNames.write'),
    });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the edit dialog on a row click for an accounting officer', async () => {
    signIn(makeUser({ id: 3, username: 'demoaccountant', roles: [{ id: 3, name: 'Accounting Officer' }] }));
    const { user } = renderPageWithApi(
      { 'GET expenditure-source-names': { body: [{ id: 1, long_name: 'Contract Works', short_name: 'CW' }] } },
      <ExpenditureSourceNamesPage />,
      '/expenditure-source-names',
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Contract Works' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Expenditure Source Name' })).toBeTruthy();
    expect((screen.getByLabelText(/^Long Name/) as HTMLInputElement).value).toBe('Contract Works');
  });
});
