import { z } from 'zod';
import { tokenPairSchema } from '../auth/auth.schemas.js';
import { detailSchema } from '../common/http.schemas.js';
import { textField, wholeNumberField } from '../common/text.schemas.js';
import { accountMessages, emailField, passwordField, personNameField, usernameField } from '../accounts/accounts.schemas.js';

export const passwordChangeMessages = {
  currentPasswordRequired: 'Current password is required.',
  currentPasswordWrong: 'Your current password is not correct.',
  ownPasswordThroughChange: 'To change your own password use Change Password: it asks for your current password.',
  cannotDeactivateSelf: 'You cannot deactivate your own user account.',
} as const;

export const createUserSchema = z.object({
  role_id: wholeNumberField('Role', accountMessages.roleRequired),
  username: usernameField,
  password: passwordField,
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const updateUserSchema = z.object({
  id: wholeNumberField('User id', 'User id is required.').positive(),
  first_name: personNameField('First name', accountMessages.firstNameRequired),
  last_name: personNameField('Last name', accountMessages.lastNameRequired),
  email: emailField,
  position: textField({ label: 'Position', required: accountMessages.positionRequired, max: 150 }),
  /** Optional; sent only when filled (spec 1 §5). An empty string means "unchanged". */
  password: z.union([z.literal(''), passwordField]).optional(),
  is_account_holder: z.boolean().optional(),
  is_project_inspector: z.boolean().optional(),
  is_financial_encoder: z.boolean().optional(),
  is_viewer: z.boolean().optional(),
  /** Account holder only: false signs the user out everywhere and stops their sign-in. */
  is_active: z.boolean().optional(),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** Spec 1 sends only `new_password`; the current one is asked too (docs/decisions/003). */
export const updatePasswordSchema = z.object({
  current_password: z
    .string({ error: passwordChangeMessages.currentPasswordRequired })
    .min(1, { error: passwordChangeMessages.currentPasswordRequired }),
  new_password: passwordField,
});
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;

export const followSchema = z.object({ user_id: wholeNumberField('User id', 'User id is required.').positive() });

/** Answer shapes of the user accounts API (spec 1 §3, §7). */
export const roleSchema = z.object({ id: z.number().int(), name: z.string() });
export type Role = z.infer<typeof roleSchema>;

export const monitoredContractSchema = z.object({
  id: z.number().int(),
  contract_id: z.string(),
  implementation_year: z.string(),
});

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  position: z.string(),
  roles: z.array(roleSchema),
  is_superuser: z.boolean(),
  is_active: z.boolean(),
  /** Contracts where this user is the project in charge (filled once contracts exist). */
  monitored_contracts: z.array(monitoredContractSchema),
  last_login: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const projectInspectorSchema = userSchema.pick({ id: true, first_name: true, last_name: true });

/** `update-password/`: the message, and a new token pair, since the change ended every session including this one. */
export const passwordUpdatedSchema = detailSchema.extend(tokenPairSchema.shape);
export type PasswordUpdated = z.infer<typeof passwordUpdatedSchema>;
