import { describe, expect, it } from 'vitest';
import { accountMessages, createAccountSchema, registerFormSchema } from './accounts.schemas.js';

const validForm = {
  office_name: 'Tarlac Irrigation Office',
  username: 'tarlac1',
  password: 'secret-pass',
  repeat_password: 'secret-pass',
  first_name: 'Maria',
  last_name: 'Santos',
  email: 'maria@example.ph',
  subscription_type_id: 1,
  agree: true as const,
};

function messagesOf(input: unknown): Record<string, string[] | undefined> {
  const result = registerFormSchema.safeParse(input);
  return result.success ? {} : (result.error.flatten().fieldErrors as Record<string, string[] | undefined>);
}

describe('registration form (spec 1 §5)', () => {
  it('accepts a complete form', () => {
    expect(registerFormSchema.safeParse(validForm).success).toBe(true);
  });

  it('says the passwords do not match even while other fields are still wrong', () => {
    const errors = messagesOf({ ...validForm, office_name: 'abc', repeat_password: 'different-pass' });
    expect(errors.office_name).toContain(accountMessages.officeNameMin);
    expect(errors.repeat_password).toContain(accountMessages.passwordMismatch);
  });

  it('gives each rule its message', () => {
    const errors = messagesOf({ ...validForm, username: 'abc', email: 'not-an-email', password: 'short', repeat_password: 'short', agree: false });
    expect(errors.username).toContain(accountMessages.usernameMin);
    expect(errors.email).toContain(accountMessages.emailInvalid);
    expect(errors.password).toContain(accountMessages.passwordMin);
    expect(errors.agree).toContain(accountMessages.agreeToTerms);
  });

  it('refuses a subscription type other than the one offered', () => {
    const { repeat_password: _r, agree: _a, ...payload } = validForm;
    expect(createAccountSchema.safeParse({ ...payload, subscription_type_id: 2 }).success).toBe(false);
    expect(createAccountSchema.safeParse(payload).success).toBe(true);
  });
});
