import { DOWNLOAD_TOKEN_SECONDS } from '@subaybay/domain';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/**
 * JWT pairs with the claim names of the original API (simplejwt): `user_id`,
 * `account_id`, `token_type`, plus `sid`, the session (sign-in) the token
 * belongs to, and `jti`, which makes each refresh token single use (see
 * lib/sessions.ts). The web reads `user_id` from the refresh token.
 */
export const ACCESS_TOKEN_SECONDS = 900;
export const REFRESH_TOKEN_SECONDS = 86_400;
/** Declared with the download-token operation (packages/domain auth.schemas.ts). */
export { DOWNLOAD_TOKEN_SECONDS };
const LIFETIME_SECONDS: Record<TokenType, number> = {
  access: ACCESS_TOKEN_SECONDS,
  refresh: REFRESH_TOKEN_SECONDS,
  download: DOWNLOAD_TOKEN_SECONDS,
};
/** Checked on every token, so a token signed for another service with a shared secret is refused. */
export const TOKEN_ISSUER = 'subaybay';
export const TOKEN_AUDIENCE = 'subaybay-api';

export type TokenType = 'access' | 'refresh' | 'download';

export interface TokenClaims {
  user_id: number;
  account_id: number;
  token_type: TokenType;
  /** The session id (a UUID). */
  sid: string;
  /** Download tokens only: the one API path (no query) the token opens. */
  path?: string;
}

export interface VerifiedClaims extends TokenClaims {
  jti: string;
}

export interface TokenService {
  /** Signs a token; `jti` defaults to a new random UUID. */
  sign(claims: TokenClaims, jti?: string): Promise<string>;
  /** The claims, or null when the token is malformed, forged, expired, lacks a required claim or is of the other type. */
  verify(token: string, expected: TokenType): Promise<VerifiedClaims | null>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createTokenService(secret: Uint8Array, now: () => Date = () => new Date()): TokenService {
  return {
    async sign(claims, jti = crypto.randomUUID()) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const lifetime = LIFETIME_SECONDS[claims.token_type];
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetime)
        .setJti(jti)
        .sign(secret);
    },
    async verify(token, expected) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          // A token without an expiry would be valid forever: refuse it.
          requiredClaims: ['exp', 'iat', 'jti', 'sid'],
          currentDate: now(),
        });
        const { user_id: userId, account_id: accountId, token_type: tokenType, sid, jti, path } = payload;
        if (tokenType !== expected) return null;
        if (expected === 'download' && typeof path !== 'string') return null;
        if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(accountId)) return null;
        if (typeof sid !== 'string' || !UUID.test(sid) || typeof jti !== 'string' || !UUID.test(jti)) return null;
        return {
          user_id: userId as number,
          account_id: accountId as number,
          token_type: expected,
          sid,
          jti,
          ...(typeof path === 'string' ? { path } : {}),
        };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
