import { downloadTokenOperations } from '@subaybay/domain';
import { operationRoutes } from '../../lib/operations.js';
import { DOWNLOAD_TOKEN_SECONDS } from '../../lib/tokens.js';

/**
 * `POST reports/download-token/` (declared in packages/domain/src/auth/download-token.operations.ts):
 * a token naming one file path, tied to the caller's session, which the auth
 * plugin accepts as `?token=` on that file route only.
 */
export const downloadTokenRoutes = operationRoutes(downloadTokenOperations, (app) => ({
  issue: async ({ actor, body }) => ({
    token: await app.tokens.sign({
      user_id: actor.userId,
      account_id: actor.accountId,
      sid: actor.sessionId,
      token_type: 'download',
      path: body.path,
    }),
    expires_in: DOWNLOAD_TOKEN_SECONDS,
  }),
}));
