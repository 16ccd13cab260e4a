import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockAnswer } from '../../../test/api-mock';
import { account, subscriptionTypes } from '../../../test/fixtures';
import { renderPageWithApi } from '../../../test/render';
import { RegisterPage } from './register-page';


function setup(extra: Record<string, MockAnswer> = {}) {
  return renderPageWithApi({ 'GET subscriptions/subscription-types': { body: subscriptionTypes }, ...extra }, <RegisterPage />, '/register-account');
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Office Name/), 'Tarlac Irrigation Office');
  await user.type(screen.getByLabelText(/^First Name/), 'Ana');
  await user.type(screen.getByLabelText(/^Last Name/), 'Dela Cruz');
  await user.type(screen.getByLabelText(/^E-mail/), 'ana@tarlac.gov.ph');
  await user.type(screen.getByLabelText(/^Username/), 'ana.delacruz');
  await user.type(screen.getByLabelText(/^Password/), 'correct-horse');
  await user.type(screen.getByLabelText(/^Repeat Password/), 'correct-horse');
  await user.click(screen.getByRole('combobox', { name: /Subscription Type/ }));
  await user.click(await screen.findByRole('option', { name: /Monthly/ }));
  await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

describe('registration form (spec 1 §5)', () => {
  it('shows every required-field message when sent empty', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const message of [
      'Office name is required.',
      'Username is required.',
      'E-mail is required',
      'First name is required.',
      'Last name is required.',
      'Password is required.',
      'Repeat password is required.',
      'Subscription type is required.',
      'You must agree to the Terms of Service to be able to create an account.',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
  });

  it('shows the minimum-length, e-mail and repeat-password messages', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Office Name/), 'TIO');
    await user.type(screen.getByLabelText(/^Username/), 'ana');
    await user.type(screen.getByLabelText(/^E-mail/), 'ana-at-tarlac');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Office name must be atleast 5 characters.')).toBeTruthy();
    expect(screen.getByText('Username must be atleast 5 characters.')).toBeTruthy();
    expect(screen.getByText('E-mail must be valid')).toBeTruthy();
    expect(screen.getByText('Password must be atleast 8 characters.')).toBeTruthy();
  });

  it("says when the repeated password differs, and sends nothing", async () => {
    const { user, calls } = setup();
    await fillValidForm(user);
    const repeat = screen.getByLabelText(/^Repeat Password/);
    await user.clear(repeat);
    await user.type(repeat, 'correct-horse-2');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText("Password didn't match")).toBeTruthy();
    expect(calls.some((call) => call.path === 'accounts/create')).toBe(false);
  });

  it('offers only subscription type 1', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('combobox', { name: /Subscription Type/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Monthly — Php 15,790.00']);
  });

  it('sends the payload without the form-only fields, toasts and goes to login', async () => {
    const { user, calls, router } = setup({ 'POST accounts/create': { status: 201, body: account } });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account created successfully! you can now login to your account.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const create = calls.find((call) => call.path === 'accounts/create');
    expect(create?.body).toEqual({
      office_name: 'Tarlac Irrigation Office',
      username: 'ana.delacruz',
      password: 'correct-horse',
      first_name: 'Ana',
      last_name: 'Dela Cruz',
      email: 'ana@tarlac.gov.ph',
      subscription_type_id: 1,
    });
    expect(create?.headers.Authorization).toBeUndefined();
  });

  it("shows the server's duplicate errors under their fields and stays on the page", async () => {
    const { user, router } = setup({
      'POST accounts/create': {
        status: 400,
        body: { detail: 'An office with this name is already registered.', errors: { office_name: ['An office with this name is already registered.'] } },
      },
    });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const field = screen.getByLabelText(/^Office Name/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const helperId = field.getAttribute('aria-describedby');
    expect(helperId && document.getElementById(helperId)?.textContent).toBe('An office with this name is already registered.');
    expect(router.state.location.pathname).toBe('/register-account');
  });
});
