import { describe, expect, it, vi } from 'vitest';
import { passwordChangeMessages } from '@subaybay/domain';
import { screen, waitFor } from '@testing-library/react';
import { getSession } from '../../../lib/session';
import { fakeJwt, type MockAnswer } from '../../../test/api-mock';
import { signIn } from '../../../test/fixtures';
import { renderPageWithApi } from '../../../test/render';
import { UpdatePasswordDialog } from './update-password-dialog';

function setup(routes: Record<string, MockAnswer>) {
  signIn();
  const onClose = vi.fn();
  return { ...renderPageWithApi(routes, <UpdatePasswordDialog open onClose={onClose} />), onClose };
}

describe('Update Password dialog', () => {
  it('asks for the current password before sending anything', async () => {
    const { user, calls } = setup({});
    await user.type(screen.getByLabelText(/^New Password/), 'Another-pass-1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(passwordChangeMessages.currentPasswordRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends both passwords and keeps the new token pair, since the change ended every session', async () => {
    const access = fakeJwt({ user_id: 1, account_id: 1, token_type: 'access' });
    const refresh = fakeJwt({ user_id: 1, account_id: 1, token_type: 'refresh', jti: 'new' });
    const { user, calls, onClose } = setup({
      'PUT user-accounts/update-password': { body: { detail: 'Password updated successfully!', access, refresh } },
    });
    await user.type(screen.getByLabelText(/^Current Password/), 'Old-pass-123');
    await user.type(screen.getByLabelText(/^New Password/), 'Another-pass-1{Enter}');
    expect(await screen.findByText('Password updated successfully!')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ current_password: 'Old-pass-123', new_password: 'Another-pass-1' });
    expect(getSession()?.access).toBe(access);
    expect(getSession()?.refresh).toBe(refresh);
  });

  it('shows the server’s answer on the current password field when it is wrong', async () => {
    const message = passwordChangeMessages.currentPasswordWrong;
    const { user } = setup({
      'PUT user-accounts/update-password': { status: 400, body: { detail: message, errors: { current_password: [message] } } },
    });
    await user.type(screen.getByLabelText(/^Current Password/), 'not-it-at-all');
    await user.type(screen.getByLabelText(/^New Password/), 'Another-pass-1{Enter}');
    // The central error toast may say it too (once the toaster has loaded): look at the field.
    const field = screen.getByLabelText(/^Current Password/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
  });
});
