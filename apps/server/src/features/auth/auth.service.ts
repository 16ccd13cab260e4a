import { AppError, accountMessages, type LoginInput } from '@subaybay/domain';
import type { ServiceDeps } from '../../lib/deps.js';
import { authMessages } from '../../plugins/auth.js';
import { findCredentialsByUsername, recordLogin, userExists } from './auth.repository.js';

export function createAuthService(deps: ServiceDeps) {
  return {
    /**
     * `token/`: a token pair for good credentials. It works for an inactive
     * account too, so the web can show its Inactive page (spec 1 §2).
     */
    async issueTokens(input: LoginInput): Promise<{ access: string; refresh: string }> {
      const user = await findCredentialsByUsername(deps.db, input.username.trim());
      if (!user) {
        await deps.passwords.verifyDummy(input.password);
        throw new AppError('UNAUTHORIZED', accountMessages.invalidCredentials);
      }
      if (!(await deps.passwords.verify(user.passwordHash, input.password))) {
        throw new AppError('UNAUTHORIZED', accountMessages.invalidCredentials);
      }
      await recordLogin(deps.db, user.id, deps.now());
      const claims = { user_id: user.id, account_id: user.accountId };
      const [access, refresh] = await Promise.all([
        deps.tokens.sign({ ...claims, token_type: 'access' }),
        deps.tokens.sign({ ...claims, token_type: 'refresh' }),
      ]);
      return { access, refresh };
    },

    /** `token/refresh/`: a new access token while the refresh token is valid and its user still exists. */
    async refreshAccessToken(refreshToken: string): Promise<{ access: string }> {
      const claims = await deps.tokens.verify(refreshToken, 'refresh');
      if (!claims || !(await userExists(deps.db, claims.user_id, claims.account_id))) {
        throw new AppError('UNAUTHORIZED', authMessages.invalidToken);
      }
      const access = await deps.tokens.sign({ user_id: claims.user_id, account_id: claims.account_id, token_type: 'access' });
      return { access };
    },
  };
}
