import { AppError, accountMessages, type LoginInput } from '@subaybay/domain';
import type { LimitsConfig } from '../../config.js';
import type { ServiceDeps } from '../../lib/deps.js';
import { endSession, rotateRefreshToken, startSession } from '../../lib/sessions.js';
import { startPasswordAttempt } from '../../lib/sign-in-limits.js';
import { authMessages } from '../../plugins/auth.js';
import { findCredentialsByUsername, recordLogin } from './auth.repository.js';

export const authServiceMessages = {
  userDeactivated: 'This user account has been deactivated. Please ask your account holder to reactivate it.',
} as const;

export interface TokenPair {
  access: string;
  refresh: string;
}

export function createAuthService(deps: ServiceDeps & { limits: LimitsConfig }) {
  const { db, limits } = deps;

  async function signPair(claims: { user_id: number; account_id: number; sid: string }, refreshJti: string): Promise<TokenPair> {
    const [access, refresh] = await Promise.all([
      deps.tokens.sign({ ...claims, token_type: 'access' }),
      deps.tokens.sign({ ...claims, token_type: 'refresh' }, refreshJti),
    ]);
    return { access, refresh };
  }

  return {
    /**
     * `token/`: a token pair for good credentials, starting a session. It works for an
     * inactive office too, so the web can show its Inactive page (spec 1 §2). Failed
     * attempts are limited per username and address, per username and per address
     * (lib/sign-in-limits.ts); a refused attempt costs no hashing.
     */
    async issueTokens(input: LoginInput, ip: string): Promise<TokenPair> {
      const username = input.username.trim();
      const attempt = await startPasswordAttempt(db, limits, { username, ip }, deps.now());

      const user = await findCredentialsByUsername(db, username);
      // An unknown username costs the same hashing time as a known one.
      const passwordMatches = user
        ? await deps.passwords.verify(user.passwordHash, input.password)
        : (await deps.passwords.verifyDummy(input.password), false);
      // The attempt already counts as a failure.
      if (!user || !passwordMatches) throw new AppError('UNAUTHORIZED', accountMessages.invalidCredentials);
      await attempt.succeeded();
      // Said only to someone who knows the password.
      if (!user.isActive) throw new AppError('UNAUTHORIZED', authServiceMessages.userDeactivated);

      const now = deps.now();
      const session = await db.transaction(async (tx) => {
        await recordLogin(tx, user, now);
        return startSession(tx, { userId: user.id, accountId: user.accountId, ip, now });
      });
      return signPair({ user_id: user.id, account_id: user.accountId, sid: session.sid }, session.refreshJti);
    },

    /**
     * Checks the signed-in user's current password (`user-accounts/update-password/`),
     * counted like a sign-in of that user from that address: the same limits, the
     * same 429, so a stolen access token cannot guess its owner's password faster.
     */
    async verifyCurrentPassword(user: { username: string; passwordHash: string }, password: string, ip: string): Promise<boolean> {
      const attempt = await startPasswordAttempt(db, limits, { username: user.username, ip }, deps.now());
      const matches = await deps.passwords.verify(user.passwordHash, password);
      if (matches) await attempt.succeeded();
      return matches;
    },

    /**
     * `token/refresh/`: a new pair for the session's current refresh token, which is
     * then used up. A used-up token presented again ends every session of the user.
     */
    async refreshTokens(refreshToken: string): Promise<TokenPair> {
      const claims = await deps.tokens.verify(refreshToken, 'refresh');
      if (!claims) throw new AppError('UNAUTHORIZED', authMessages.invalidToken);
      const outcome = await rotateRefreshToken(
        db,
        { sid: claims.sid, jti: claims.jti, userId: claims.user_id, accountId: claims.account_id },
        deps.now(),
      );
      if (outcome.kind !== 'rotated') throw new AppError('UNAUTHORIZED', authMessages.invalidToken);
      return signPair({ user_id: claims.user_id, account_id: claims.account_id, sid: claims.sid }, outcome.refreshJti);
    },

    /**
     * `token/logout/`: ends the session the refresh token belongs to, on the server.
     * It takes the refresh token rather than the access token so that signing out
     * works with an expired access token and for an inactive office (read-only).
     */
    async endSessionOf(refreshToken: string): Promise<void> {
      const claims = await deps.tokens.verify(refreshToken, 'refresh');
      if (!claims) throw new AppError('UNAUTHORIZED', authMessages.invalidToken);
      await endSession(db, { sid: claims.sid, userId: claims.user_id, accountId: claims.account_id }, deps.now());
    },

    /** A new session for a user who just proved who they are (after changing their own password). */
    async startSessionFor(user: { userId: number; accountId: number }, ip: string): Promise<TokenPair> {
      const session = await startSession(db, { userId: user.userId, accountId: user.accountId, ip, now: deps.now() });
      return signPair({ user_id: user.userId, account_id: user.accountId, sid: session.sid }, session.refreshJti);
    },
  };
}
