import { loginSchema, refreshSchema, tokenPairSchema } from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LimitsConfig } from '../../config.js';
import { errorResponses } from '../../lib/http.js';
import { createAuthService } from './auth.service.js';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ limits: LimitsConfig }> = async (app, options) => {
  const service = createAuthService({ db: app.db, passwords: app.passwords, tokens: app.tokens, now: app.now, limits: options.limits });

  app.post('/token', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Sign in: a token pair (access valid 900 s, refresh 86 400 s and single use)',
      description:
        'JWT HS256 with claims `user_id`, `account_id`, `token_type` ("access" | "refresh"), `sid` (the session) and `jti`. ' +
        'Failed attempts are limited per username and client address, per username across all addresses and per client address ' +
        '(429 with a `Retry-After` header in seconds).',
      body: loginSchema,
      response: { 200: tokenPairSchema, ...errorResponses(400, 401, 429) },
    },
    handler: async (request) => service.issueTokens(request.body, request.ip),
  });

  app.post('/token/refresh', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'A new token pair for the current refresh token, which is then used up',
      description:
        'Answers `{access, refresh}`: keep the new refresh token. Presenting a used-up refresh token again ends every session of its user.',
      body: refreshSchema,
      response: { 200: tokenPairSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => service.refreshTokens(request.body.refresh),
  });

  app.post('/token/logout', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Sign out: ends the session of this refresh token on the server',
      description:
        'Send the refresh token the web holds. From then on it is refused, and so is every access token of that session. ' +
        'Other sessions of the user stay signed in; an already ended session answers 204 too.',
      body: refreshSchema,
      response: { 204: z.null(), ...errorResponses(400, 401) },
    },
    handler: async (request, reply) => {
      await service.endSessionOf(request.body.refresh);
      return reply.code(204).send(null);
    },
  });
};
