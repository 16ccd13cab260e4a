import { authOperations, DOWNLOAD_TOKEN_SECONDS } from '@subaybay/domain';
import type { LimitsConfig } from '../../config.js';
import { operationRoutes } from '../../lib/operations.js';
import { createAuthService } from './auth.service.js';

/**
 * The auth operations (declared in packages/domain/src/auth/auth.operations.ts).
 * Failed sign-ins are limited by the service (database counters), not per route.
 */
export const authRoutes = operationRoutes(authOperations, (app, options: { limits: LimitsConfig }) => {
  const service = createAuthService({ db: app.db, passwords: app.passwords, tokens: app.tokens, now: app.now, limits: options.limits });
  return {
    signIn: async ({ body, ip }) => service.issueTokens(body, ip),
    refresh: async ({ body }) => service.refreshTokens(body.refresh),
    signOut: async ({ body }) => service.endSessionOf(body.refresh),
    downloadToken: async ({ actor, body }) => {
      const token = await app.tokens.sign({
        user_id: actor.userId,
        account_id: actor.accountId,
        sid: actor.sessionId,
        token_type: 'download',
        path: body.path,
      });
      return { token, expires_in: DOWNLOAD_TOKEN_SECONDS };
    },
  };
});
