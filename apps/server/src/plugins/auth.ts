import { accountMessages, AppError, type Actor } from '@subaybay/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { PUBLIC_BODY_LIMIT, type AppConfig } from '../config.js';
import { findActorRow } from '../lib/actor.js';
import { createPasswordHasher, type PasswordHasher } from '../lib/passwords.js';
import { createTokenService, type TokenService } from '../lib/tokens.js';

/**
 * Who may call a route. Every /api route must declare one (checked at boot),
 * so forgetting authentication is a startup error rather than an open route.
 * - `public`: no token (sign-in, registration, subscription types, health).
 * - `user`: a signed-in user, even of an inactive account, for reading (spec 1 §4:
 *   the inactive page still loads account details and logs out). An inactive
 *   office is read-only everywhere: a `user` route that writes (any method but
 *   GET/HEAD) answers 403 with the inactive-account message, like `activeAccount`.
 * - `activeAccount`: a signed-in user whose office's account is active; the
 *   default for every feature route from expenditure source names on.
 */
export type RouteAccess = 'public' | 'user' | 'activeAccount';

export interface AuthActor extends Actor {
  username: string;
  accountActive: boolean;
  /** The session (sign-in) of the token this request came with. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * The route answers a file (an Excel export): besides the bearer token it accepts
     * `?token=`, a download token from `reports/download-token/` for this very path,
     * so a plain link or a script can fetch the file (API.md "Excel downloads").
     */
    fileDownload?: boolean;
  }
  interface FastifyInstance {
    passwords: PasswordHasher;
    tokens: TokenService;
  }
  interface FastifyRequest {
    actor: AuthActor | null;
  }
}

export const authMessages = {
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidToken: 'Your session has expired or is not valid. Please sign in again.',
  accountInactive: accountMessages.accountInactive,
} as const;

/** The signed-in actor of a route declared `user` or `activeAccount`. */
export function actorOf(request: FastifyRequest): AuthActor {
  if (!request.actor) throw new AppError('UNAUTHORIZED', authMessages.notAuthenticated);
  return request.actor;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

/** Paths are accepted with and without their trailing slash; a download token names one of the two. */
function samePath(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
  return trim(a) === trim(b);
}

function downloadToken(request: FastifyRequest): string | undefined {
  const token = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof token === 'string' ? token : undefined;
}

/** The claims of the request's bearer token, or of its download token on a file route; null when invalid. */
async function verifiedClaims(app: FastifyInstance, request: FastifyRequest, fileDownload: boolean) {
  const bearer = bearerToken(request);
  if (bearer !== undefined) return bearer ? app.tokens.verify(bearer, 'access') : null;
  const token = fileDownload ? downloadToken(request) : undefined;
  if (token === undefined) throw new AppError('UNAUTHORIZED', authMessages.notAuthenticated);
  const claims = token ? await app.tokens.verify(token, 'download') : null;
  // A token for another file opens nothing here.
  return claims?.path && samePath(claims.path, request.url.split('?')[0] ?? '') ? claims : null;
}

function authenticate(app: FastifyInstance, access: Exclude<RouteAccess, 'public'>, fileDownload: boolean): onRequestHookHandler {
  return async function authenticateRequest(request: FastifyRequest, _reply: FastifyReply) {
    const claims = await verifiedClaims(app, request, fileDownload);
    if (!claims) throw new AppError('UNAUTHORIZED', authMessages.invalidToken);
    const row = await findActorRow(app.db, { userId: claims.user_id, accountId: claims.account_id, sessionId: claims.sid }, app.now());
    // A deleted or deactivated user, an ended session, or a token naming another office: signed out.
    if (!row) throw new AppError('UNAUTHORIZED', authMessages.invalidToken);
    request.actor = row;
    const writes = request.method !== 'GET' && request.method !== 'HEAD';
    if ((access === 'activeAccount' || writes) && !row.accountActive) {
      throw new AppError('ACCOUNT_INACTIVE', authMessages.accountInactive);
    }
  };
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { config: Pick<AppConfig, 'jwtSecret' | 'passwordHashing'>; now: () => Date }) => {
    app.decorate('passwords', createPasswordHasher(options.config.passwordHashing));
    app.decorate('tokens', createTokenService(options.config.jwtSecret, options.now));
    app.decorateRequest('actor', null);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
      const access = route.config?.access;
      if (!access) throw new Error(`Route ${route.method} ${route.url} must declare config.access`);
      if (access === 'public') {
        // Anonymous callers send small bodies only (sign-in, refresh, registration).
        route.bodyLimit ??= PUBLIC_BODY_LIMIT;
        return;
      }
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [authenticate(app, access, route.config?.fileDownload === true), ...existing];
      route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
