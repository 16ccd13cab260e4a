import rateLimit from '@fastify/rate-limit';
import { AppError } from '@subaybay/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const TOO_MANY_SIGN_IN_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/**
 * Rate limiting is opt-in per route (`config.rateLimit`); only sign-in uses it
 * now. The counter lives in memory: one server process per office deployment.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new AppError('RATE_LIMITED', TOO_MANY_SIGN_IN_ATTEMPTS),
    });
  },
  { name: 'rate-limit' },
);
