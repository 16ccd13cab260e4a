import { z } from 'zod';
import { requiredText } from '../common/text.schemas.js';
import { accountMessages, emailField, passwordField, usernameField } from '../accounts/accounts.schemas.js';

export const createUserSchema = z.object({
  role_id: z.number({ error: accountMessages.roleRequired }).int(),
  username: usernameField,
  password: passwordField,
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const updateUserSchema = z.object({
  id: z.number({ error: 'User id is required.' }).int().positive(),
  first_name: requiredText(accountMessages.firstNameRequired).pipe(z.string().max(150)),
  last_name: requiredText(accountMessages.lastNameRequired).pipe(z.string().max(150)),
  email: emailField,
  position: requiredText(accountMessages.positionRequired).pipe(z.string().max(150)),
  /** Optional; sent only when filled (spec 1 §5). An empty string means "unchanged". */
  password: z.union([z.literal(''), passwordField]).optional(),
  is_account_holder: z.boolean().optional(),
  is_project_inspector: z.boolean().optional(),
  is_financial_encoder: z.boolean().optional(),
  is_viewer: z.boolean().optional(),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const updatePasswordSchema = z.object({ new_password: passwordField });
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;

export const followSchema = z.object({ user_id: z.number({ error: 'User id is required.' }).int().positive() });

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
  /** Contracts where this user is the project in charge (filled once contracts exist). */
  monitored_contracts: z.array(monitoredContractSchema),
  last_login: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const projectInspectorSchema = userSchema.pick({ id: true, first_name: true, last_name: true });
