import { accessTokenSchema, loginSchema, refreshSchema, tokenPairSchema } from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.js';
import { createAuthService } from './auth.service.js';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ loginRateLimit: { max: number; windowMs: number } }> = async (app, options) => {
  const service = createAuthService(app);

  app.post('/token', {
    config: {
      access: 'public',
      // Per client IP; counts every attempt so password guessing stays slow.
      rateLimit: { max: options.loginRateLimit.max, timeWindow: options.loginRateLimit.windowMs },
    },
    schema: {
      tags,
      summary: 'Sign in: a token pair (access valid 900 s, refresh 86 400 s)',
      description: 'JWT HS256 with claims `user_id`, `account_id` and `token_type` ("access" | "refresh").',
      body: loginSchema,
      response: { 200: tokenPairSchema, ...errorResponses(400, 401, 429) },
    },
    handler: async (request) => service.issueTokens(request.body),
  });

  app.post('/token/refresh', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'A new access token for a valid refresh token',
      body: refreshSchema,
      response: { 200: accessTokenSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => service.refreshAccessToken(request.body.refresh),
  });
};
