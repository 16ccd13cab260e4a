import { describe, expect, it } from 'vitest';
import { refusalFor } from '@subaybay/domain';
import { screen } from '@testing-library/react';
import { makeUser, signIn } from '../../../test/fixtures';
import { renderRoutesWithApi } from '../../../test/render';
import { UserAccountUpdatePage } from './user-account-update-page';

const viewer = makeUser({ id: 4, username: 'demoviewer', roles: [{ id: 4, name: 'Viewer' }] });
const colleague = makeUser({ id: 2, username: 'jcruz', first_name: 'Jose', last_name: 'Cruz', roles: [{ id: 2, name: 'Project Inspector' }] });

function openUpdatePage(actor: ReturnType<typeof makeUser>, userId: number) {
  signIn(actor);
  return renderRoutesWithApi(
    { [`GET user-accounts/${userId}`]: { body: userId === colleague.id ? colleague : actor } },
    [{ path: '/user-accounts/update/:userAccountId', element: <UserAccountUpdatePage /> }],
    `/user-accounts/update/${userId}`,
  );
}

describe('Update User Account page', () => {
  it("does not offer a viewer another user's form (with its New Password), and says why", async () => {
    openUpdatePage(viewer, colleague.id);
    expect(await screen.findByText(refusalFor('users.updateOthers'))).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Update user account' })).toBeNull();
    expect(screen.queryByLabelText(/New Password/)).toBeNull();
  });

  it('offers a viewer their own form', async () => {
    openUpdatePage(viewer, viewer.id);
    expect(await screen.findByRole('form', { name: 'Update user account' })).toBeTruthy();
  });

  it("offers the account holder another user's form with the New Password", async () => {
    openUpdatePage(makeUser(), colleague.id);
    expect(await screen.findByRole('form', { name: 'Update user account' })).toBeTruthy();
    expect(screen.getByLabelText(/New Password/)).toBeTruthy();
  });
});
