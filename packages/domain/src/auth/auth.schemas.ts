import { z } from 'zod';
import { requiredText } from '../common/text.schemas.js';
import { accountMessages } from '../accounts/accounts.schemas.js';

export const loginSchema = z.object({
  username: requiredText(accountMessages.usernameRequired),
  password: z.string({ error: accountMessages.passwordRequired }).min(1, { error: accountMessages.passwordRequired }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const refreshSchema = z.object({ refresh: z.string({ error: 'Refresh token is required.' }).min(1) });

/** Answers of `token/` and `token/refresh/`. */
export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export const accessTokenSchema = z.object({ access: z.string() });
