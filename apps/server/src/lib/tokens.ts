import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/**
 * JWT pairs with the claim names of the original API (simplejwt): `user_id`,
 * `account_id`, `token_type`. The web reads `user_id` from the refresh token.
 */
export const ACCESS_TOKEN_SECONDS = 900;
export const REFRESH_TOKEN_SECONDS = 86_400;

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  user_id: number;
  account_id: number;
  token_type: TokenType;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims, or null when the token is malformed, forged, expired or of the other type. */
  verify(token: string, expected: TokenType): Promise<TokenClaims | null>;
}

export function createTokenService(secret: Uint8Array, now: () => Date = () => new Date()): TokenService {
  return {
    async sign(claims) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const lifetime = claims.token_type === 'access' ? ACCESS_TOKEN_SECONDS : REFRESH_TOKEN_SECONDS;
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetime)
        .setJti(crypto.randomUUID())
        .sign(secret);
    },
    async verify(token, expected) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: now() });
        const { user_id: userId, account_id: accountId, token_type: tokenType } = payload;
        if (tokenType !== expected) return null;
        if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(accountId)) return null;
        return { user_id: userId as number, account_id: accountId as number, token_type: expected };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
