import { activityItemSchema, activityLogPageSchema, activityLogQuerySchema, activityStreamQuerySchema, createActivityLogSchema } from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@subaybay/domain';
import { errorResponses } from '../../lib/http.js';
import { actorOf } from '../../plugins/auth.js';
import { NOT_FOUND } from '../../plugins/error-handler.js';
import { createActivityService } from './activity.service.js';

const tags = ['activity'];

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createActivityService(app);

  app.post('/activity-logs/create', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Log an activity of the signed-in user (e.g. Login, Logout)',
      body: createActivityLogSchema,
      response: { 201: activityItemSchema, ...errorResponses(400, 401) },
    },
    handler: async (request, reply) => {
      const item = await service.createActivityLog(actorOf(request), request.body, request.ip);
      return reply.code(201).send(item);
    },
  });

  app.get('/activity-logs', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "A page of the office's activity, newest first; from/to limit it to Asia/Manila days (inclusive)",
      querystring: activityLogQuerySchema,
      response: { 200: activityLogPageSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => service.getActivityPage(actorOf(request), request.query),
  });

  app.get('/activity-stream/:limit', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The office's activity, newest first; limit 0 returns all; kind=changes leaves out sign-ins and sign-outs",
      params: z.object({ limit: z.string() }),
      querystring: activityStreamQuerySchema,
      response: { 200: z.array(activityItemSchema), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const { limit } = request.params;
      if (!/^\d{1,9}$/.test(limit)) throw new AppError('NOT_FOUND', NOT_FOUND);
      return service.getActivityStream(actorOf(request), Number(limit), request.query.kind);
    },
  });
};
