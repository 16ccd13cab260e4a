import { noContent } from '../api/common-schemas.js';
import { defineOperations } from '../api/operation.js';
import { operationFamily } from '../api/operation-family.js';
import {
  DOWNLOAD_TOKEN_SECONDS,
  downloadTokenRequestSchema,
  downloadTokenSchema,
  loginSchema,
  refreshSchema,
  tokenPairSchema,
} from './auth.schemas.js';

const tokens = operationFamily({ tag: 'auth', access: 'public' });
const downloadTokens = operationFamily({ tag: 'auth', access: 'activeAccount' });
/** Public calls that still answer 401: a wrong password, an unknown or ended refresh token. */
const refusedCredentials = [401] as const;

/** Sign-in, refresh and sign-out (spec 1 §4), and the download token of Excel files (API.md "Excel downloads"). */
export const authOperations = defineOperations({
  signIn: tokens.post('token/', loginSchema, tokenPairSchema, 'Sign in: a token pair (access valid 900 s, refresh 86 400 s and single use)', {
    description:
      'JWT HS256 with claims `user_id`, `account_id`, `token_type` ("access" | "refresh"), `sid` (the session) and `jti`. ' +
      'Failed attempts are limited per username and client address, per username across all addresses and per client address ' +
      '(429 with a `Retry-After` header in seconds).',
    extraErrors: [...refusedCredentials, 429],
  }),
  refresh: tokens.post('token/refresh/', refreshSchema, tokenPairSchema, 'A new token pair for the current refresh token, which is then used up', {
    description:
      'Answers `{access, refresh}`: keep the new refresh token. Presenting a used-up refresh token again ends every session of its user.',
    extraErrors: refusedCredentials,
  }),
  // Answers nothing (204), whether or not the session was still open.
  signOut: {
    ...tokens.post('token/logout/', refreshSchema, noContent, 'Sign out: ends the session of this refresh token on the server', {
      description:
        'Send the refresh token the web holds. From then on it is refused, and so is every access token of that session. ' +
        'Other sessions of the user stay signed in; an already ended session answers 204 too.',
      extraErrors: refusedCredentials,
    }),
    status: 204,
  },
  downloadToken: downloadTokens.post(
    'reports/download-token/',
    downloadTokenRequestSchema,
    downloadTokenSchema,
    `A download token for one file path, good for ${DOWNLOAD_TOKEN_SECONDS} s`,
    {
      description:
        'Send it as `?token=` on that path (e.g. `/api/reports/contracts/ppa-excel-report/2024?token=…`) to fetch the file ' +
        "without an Authorization header: a link, a spreadsheet's web query, a script. It opens only file routes, only that path, " +
        'and only while the session it came from lasts.',
    },
  ),
});
