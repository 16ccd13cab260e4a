import { noContent } from '../api/common-schemas.js';
import { defineOperations } from '../api/operation.js';
import {
  DOWNLOAD_TOKEN_SECONDS,
  downloadTokenRequestSchema,
  downloadTokenSchema,
  loginSchema,
  refreshSchema,
  tokenPairSchema,
} from './auth.schemas.js';

const tag = 'auth';

/** Sign-in, refresh and sign-out (spec 1 §4), and the download token of Excel files (API.md "Excel downloads"). */
export const authOperations = defineOperations({
  signIn: {
    method: 'POST',
    path: 'token/',
    tag,
    summary: 'Sign in: a token pair (access valid 900 s, refresh 86 400 s and single use)',
    description:
      'JWT HS256 with claims `user_id`, `account_id`, `token_type` ("access" | "refresh"), `sid` (the session) and `jti`. ' +
      'Failed attempts are limited per username and client address, per username across all addresses and per client address ' +
      '(429 with a `Retry-After` header in seconds).',
    access: 'public',
    body: loginSchema,
    status: 200,
    response: tokenPairSchema,
    errors: [400, 401, 429],
  },
  refresh: {
    method: 'POST',
    path: 'token/refresh/',
    tag,
    summary: 'A new token pair for the current refresh token, which is then used up',
    description:
      'Answers `{access, refresh}`: keep the new refresh token. Presenting a used-up refresh token again ends every session of its user.',
    access: 'public',
    body: refreshSchema,
    status: 200,
    response: tokenPairSchema,
    errors: [400, 401],
  },
  signOut: {
    method: 'POST',
    path: 'token/logout/',
    tag,
    summary: 'Sign out: ends the session of this refresh token on the server',
    description:
      'Send the refresh token the web holds. From then on it is refused, and so is every access token of that session. ' +
      'Other sessions of the user stay signed in; an already ended session answers 204 too.',
    access: 'public',
    body: refreshSchema,
    status: 204,
    response: noContent,
    errors: [400, 401],
  },
  downloadToken: {
    method: 'POST',
    path: 'reports/download-token/',
    tag,
    summary: `A download token for one file path, good for ${DOWNLOAD_TOKEN_SECONDS} s`,
    description:
      'Send it as `?token=` on that path (e.g. `/api/reports/contracts/ppa-excel-report/2024?token=…`) to fetch the file ' +
      "without an Authorization header: a link, a spreadsheet's web query, a script. It opens only file routes, only that path, " +
      'and only while the session it came from lasts.',
    access: 'activeAccount',
    body: downloadTokenRequestSchema,
    status: 200,
    response: downloadTokenSchema,
    errors: [400, 401, 403],
  },
});
