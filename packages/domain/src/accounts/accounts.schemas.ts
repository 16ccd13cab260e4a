import { z } from 'zod';
import { requiredText } from '../common/text.schemas.js';
import { accountMessages, MIN_OFFICE_NAME, MIN_PASSWORD, MIN_USERNAME, OFFERED_SUBSCRIPTION_TYPE_ID } from './accounts.constants.js';

// The messages and limits live beside, without zod; they stay importable from here.
export * from './accounts.constants.js';

/** The username, password and e-mail fields shared by registration and the user accounts forms. */
export const usernameField = requiredText(accountMessages.usernameRequired).pipe(
  z.string().min(MIN_USERNAME, { error: accountMessages.usernameMin }).max(150),
);
export const passwordField = z
  .string({ error: accountMessages.passwordRequired })
  .min(1, { error: accountMessages.passwordRequired })
  .min(MIN_PASSWORD, { error: accountMessages.passwordMin })
  .max(128);
export const emailField = requiredText(accountMessages.emailRequired).pipe(
  z.email({ error: accountMessages.emailInvalid }).max(254),
);

/** `accounts/create/`: the API payload (no repeat password or agreement: those are form-only). */
export const createAccountSchema = z.object({
  office_name: requiredText(accountMessages.officeNameRequired).pipe(
    z.string().min(MIN_OFFICE_NAME, { error: accountMessages.officeNameMin }).max(200),
  ),
  username: usernameField,
  password: passwordField,
  first_name: requiredText(accountMessages.firstNameRequired).pipe(z.string().max(150)),
  last_name: requiredText(accountMessages.lastNameRequired).pipe(z.string().max(150)),
  email: emailField,
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

/** Answer shapes of the accounts API (spec 1 §3, §7). */
export const subscriptionTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Price per period in pesos, as a number with 2 decimals. */
  price: z.number(),
  billing: z.string(),
});
export type SubscriptionType = z.infer<typeof subscriptionTypeSchema>;

export const accountSchema = z.object({
  id: z.number().int(),
  office_name: z.string(),
  subscription_type: subscriptionTypeSchema.pick({ id: true, name: true }),
  /** `YYYY-MM-DD` or null when the account has no renewal date yet. */
  next_renewal: z.string().nullable(),
  created_on: z.string(),
  active: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;
