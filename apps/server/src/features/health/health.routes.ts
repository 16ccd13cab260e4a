import { accounts } from '../../db/schema/accounts.js';
import { describeDatabaseError } from '../../db/errors.js';
import { DATABASE_UNAVAILABLE } from '../../plugins/error-handler.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Liveness with a database round trip',
      response: {
        200: z.object({ status: z.literal('ok') }),
        // `status` is absent when the request timed out (the error handler answers then).
        503: z.object({ status: z.literal('unavailable').optional(), detail: z.string() }),
      },
    },
    handler: async (request, reply) => {
      try {
        // A real table, so a database that answers but lost its tables (or was never migrated) is unhealthy too.
        await app.db.select({ id: accounts.id }).from(accounts).limit(1);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, `health check: database unavailable: ${describeDatabaseError(error)}`);
        return reply.code(503).send({ status: 'unavailable' as const, detail: DATABASE_UNAVAILABLE });
      }
    },
  });
};
