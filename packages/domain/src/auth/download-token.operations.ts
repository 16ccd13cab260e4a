import { defineOperations } from '../api/operation.js';
import { DOWNLOAD_TOKEN_SECONDS, downloadTokenRequestSchema, downloadTokenSchema } from './auth.schemas.js';

/** `POST reports/download-token/` (API.md "Excel downloads"): what lets a plain link fetch a file. */
export const downloadTokenOperations = defineOperations({
  issue: {
    method: 'POST',
    path: 'reports/download-token/',
    tag: 'auth',
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
