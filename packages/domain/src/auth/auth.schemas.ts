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

/** A download token (API.md: `?token=` on a file's path) is good for one path for a few minutes. */
export const DOWNLOAD_TOKEN_SECONDS = 300;

/** `reports/download-token/`: a short-lived token for one file download path (API.md "Excel downloads"). */
export const downloadTokenRequestSchema = z.object({
  path: z
    .string({ error: 'The path of the file to download is required.' })
    .max(1000, { error: 'The path of the file to download is too long.' })
    .regex(/^\/api\/[^?#\s]+$/, { error: 'The path must be an API path such as /api/reports/contracts/ppa-excel-report/2024, without its query.' }),
});
export type DownloadTokenRequest = z.infer<typeof downloadTokenRequestSchema>;

export const downloadTokenSchema = z.object({
  token: z.string(),
  /** Seconds the token stays good. */
  expires_in: z.number().int(),
});
