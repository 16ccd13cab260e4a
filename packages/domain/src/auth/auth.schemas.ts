import { z } from 'zod';
import { requiredText } from '../common/text.schemas.js';
import { accountMessages } from '../accounts/accounts.schemas.js';

export const loginSchema = z.object({
  // Checked against what is stored, not against today's username rules.
  username: requiredText(accountMessages.usernameRequired, 'Username', 500),
  password: z
    .string({ error: accountMessages.passwordRequired })
    .min(1, { error: accountMessages.passwordRequired })
    .max(1024, { error: 'Password is too long.' }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const refreshSchema = z.object({
  refresh: z.string({ error: 'Refresh token is required.' }).min(1, { error: 'Refresh token is required.' }).max(4096),
});

/** Answers of `token/` and `token/refresh/`. */
export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
