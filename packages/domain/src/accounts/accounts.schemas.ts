import { z } from 'zod';

/** Messages of spec 1 §5, kept once here for the server and the web forms. */
export const accountMessages = {
  usernameRequired: 'Username is required.',
  passwordRequired: 'Password is required.',
  officeNameRequired: 'Office name is required.',
  officeNameMin: 'Office name must be atleast 5 characters.',
  usernameMin: 'Username must be atleast 5 characters.',
  emailRequired: 'E-mail is required',
  emailInvalid: 'E-mail must be valid',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  passwordMin: 'Password must be atleast 8 characters.',
  repeatPasswordRequired: 'Repeat password is required.',
  passwordMismatch: "Password didn't match",
  subscriptionTypeRequired: 'Subscription type is required.',
  agreeToTerms: 'You must agree to the Terms of Service to be able to create an account.',
  roleRequired: 'Role is required.',
  positionRequired: 'Position is required.',
  invalidCredentials: 'Invalid username or password. Please check your credentials and try again.',
  /** The 403 of a feature route while the office's account is inactive; the web sends the user to /inactive on it. */
  accountInactive: "This office's account is inactive. Please contact support to renew the subscription.",
} as const;

export const MIN_OFFICE_NAME = 5;
export const MIN_USERNAME = 5;
export const MIN_PASSWORD = 8;
/** Only subscription type id 1 (Monthly) is offered at registration. */
export const OFFERED_SUBSCRIPTION_TYPE_ID = 1;
export const MONTHLY_PRICE_PESOS = '15790.00';

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

const username = requiredText(accountMessages.usernameRequired).pipe(
  z.string().min(MIN_USERNAME, { error: accountMessages.usernameMin }).max(150),
);
const password = z
  .string({ error: accountMessages.passwordRequired })
  .min(1, { error: accountMessages.passwordRequired })
  .min(MIN_PASSWORD, { error: accountMessages.passwordMin })
  .max(128);
const email = requiredText(accountMessages.emailRequired).pipe(
  z.email({ error: accountMessages.emailInvalid }).max(254),
);

export const loginSchema = z.object({
  username: requiredText(accountMessages.usernameRequired),
  password: z.string({ error: accountMessages.passwordRequired }).min(1, { error: accountMessages.passwordRequired }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const refreshSchema = z.object({ refresh: z.string({ error: 'Refresh token is required.' }).min(1) });

/** `accounts/create/`: the API payload (no repeat password or agreement: those are form-only). */
export const createAccountSchema = z.object({
  office_name: requiredText(accountMessages.officeNameRequired).pipe(
    z.string().min(MIN_OFFICE_NAME, { error: accountMessages.officeNameMin }).max(200),
  ),
  username,
  password,
  first_name: requiredText(accountMessages.firstNameRequired).pipe(z.string().max(150)),
  last_name: requiredText(accountMessages.lastNameRequired).pipe(z.string().max(150)),
  email,
  subscription_type_id: z
    .number({ error: accountMessages.subscriptionTypeRequired })
    .int()
    .refine((id) => id === OFFERED_SUBSCRIPTION_TYPE_ID, { error: 'Only the Monthly subscription is offered.' })
    .optional(),
});
export type CreateAccountInput = z.infer<typeof createAccountSchema>;

/** The registration form: the API payload plus the form-only fields of spec 1 §5. */
export const registerFormSchema = createAccountSchema
  .extend({
    repeat_password: z
      .string({ error: accountMessages.repeatPasswordRequired })
      .min(1, { error: accountMessages.repeatPasswordRequired }),
    subscription_type_id: z.number({ error: accountMessages.subscriptionTypeRequired }).int(),
    agree: z.literal(true, { error: accountMessages.agreeToTerms }),
  })
  .refine((form) => form.password === form.repeat_password, {
    error: accountMessages.passwordMismatch,
    path: ['repeat_password'],
    // Check the match as soon as both passwords are strings, even while other
    // fields still have errors, so the message shows with the rest.
    when: ({ value }) => {
      const form = value as { password?: unknown; repeat_password?: unknown };
      return typeof form.password === 'string' && typeof form.repeat_password === 'string' && form.repeat_password !== '';
    },
  });
export type RegisterFormInput = z.infer<typeof registerFormSchema>;

export const updateAccountSchema = z.object({
  office_name: requiredText(accountMessages.officeNameRequired).pipe(
    z.string().min(MIN_OFFICE_NAME, { error: accountMessages.officeNameMin }).max(200),
  ),
});
export type UpdateAccountInput = z.infer<typeof updateAccountSchema>;

export const createUserSchema = z.object({
  role_id: z.number({ error: accountMessages.roleRequired }).int(),
  username,
  password,
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const updateUserSchema = z.object({
  id: z.number({ error: 'User id is required.' }).int().positive(),
  first_name: requiredText(accountMessages.firstNameRequired).pipe(z.string().max(150)),
  last_name: requiredText(accountMessages.lastNameRequired).pipe(z.string().max(150)),
  email,
  position: requiredText(accountMessages.positionRequired).pipe(z.string().max(150)),
  /** Optional; sent only when filled (spec 1 §5). An empty string means "unchanged". */
  password: z.union([z.literal(''), password]).optional(),
  is_account_holder: z.boolean().optional(),
  is_project_inspector: z.boolean().optional(),
  is_financial_encoder: z.boolean().optional(),
  is_viewer: z.boolean().optional(),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const updatePasswordSchema = z.object({ new_password: password });
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;

export const followSchema = z.object({ user_id: z.number({ error: 'User id is required.' }).int().positive() });

export const createActivityLogSchema = z.object({
  action: requiredText('Action is required.').pipe(z.string().max(500)),
});
