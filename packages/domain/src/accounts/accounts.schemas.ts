import { z } from 'zod';
import { textField, textMessages, wholeNumberField } from '../common/text.schemas.js';
import {
  accountMessages,
  MAX_EMAIL,
  MAX_OFFICE_NAME,
  MAX_PASSWORD,
  MAX_PERSON_NAME,
  MAX_USERNAME,
  MIN_OFFICE_NAME,
  MIN_PASSWORD,
  MIN_USERNAME,
  OFFERED_SUBSCRIPTION_TYPE_ID,
  USERNAME_PATTERN,
  usernameAlphabetMessage,
} from './accounts.constants.js';

// The messages and limits live beside, without zod; they stay importable from here.
export * from './accounts.constants.js';

/** The username, password and e-mail fields shared by registration and the user accounts forms. */
export const usernameField = textField({
  label: 'Username',
  required: accountMessages.usernameRequired,
  min: MIN_USERNAME,
  minMessage: accountMessages.usernameMin,
  max: MAX_USERNAME,
}).pipe(z.string().regex(USERNAME_PATTERN, { error: usernameAlphabetMessage }));

/** Passwords are taken as typed: not trimmed or normalised (a space may be part of one). */
export const passwordField = z
  .string({ error: accountMessages.passwordRequired })
  .min(1, { error: accountMessages.passwordRequired })
  .min(MIN_PASSWORD, { error: accountMessages.passwordMin })
  .max(MAX_PASSWORD, { error: textMessages.tooLong('Password', MAX_PASSWORD) });

export const emailField = textField({ label: 'E-mail', required: accountMessages.emailRequired, max: MAX_EMAIL }).pipe(
  z.email({ error: accountMessages.emailInvalid }),
);

export const officeNameField = textField({
  label: 'Office name',
  required: accountMessages.officeNameRequired,
  min: MIN_OFFICE_NAME,
  minMessage: accountMessages.officeNameMin,
  max: MAX_OFFICE_NAME,
});

export const personNameField = (label: string, required: string) => textField({ label, required, max: MAX_PERSON_NAME });

/** `accounts/create/`: the API payload (no repeat password or agreement: those are form-only). */
export const createAccountSchema = z.object({
  office_name: officeNameField,
  username: usernameField,
  password: passwordField,
  first_name: personNameField('First name', accountMessages.firstNameRequired),
  last_name: personNameField('Last name', accountMessages.lastNameRequired),
  email: emailField,
  subscription_type_id: wholeNumberField('Subscription type', accountMessages.subscriptionTypeRequired)
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
    subscription_type_id: wholeNumberField('Subscription type', accountMessages.subscriptionTypeRequired),
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

export const updateAccountSchema = z.object({ office_name: officeNameField });
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
