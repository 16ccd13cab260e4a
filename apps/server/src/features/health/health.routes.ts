import { sql } from 'drizzle-orm';
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
        503: z.object({ status: z.literal('unavailable'), detail: z.string() }),
      },
    },
    handler: async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.code(503).send({ status: 'unavailable' as const, detail: 'The database is unavailable.' });
      }
    },
  });
};
