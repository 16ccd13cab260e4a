import { requestedCashCreateSchema, requestedCashSchema } from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, parseIdParam } from '../../../lib/http.js';
import { actorOf } from '../../../plugins/auth.js';
import { createRequestedCashService } from './requested-cash.service.js';

const tags = ['project-finance'];

export const requestedCashRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRequestedCashService(app);

  app.get('/requested-cash/project/:projectId', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: "A project's requested cash",
      params: z.object({ projectId: z.string() }),
      response: { 200: z.array(requestedCashSchema), ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => service.listByProject(actorOf(request), parseIdParam(request.params.projectId)),
  });

  app.post('/requested-cash/create', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Record cash requested for a project',
      body: requestedCashCreateSchema,
      response: { 201: requestedCashSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => reply.code(201).send(await service.create(actorOf(request), request.body, request.ip)),
  });

  app.delete('/requested-cash/delete/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Delete a requested cash entry',
      params: z.object({ id: z.string() }),
      response: { 204: z.null(), ...errorResponses(401, 403, 404) },
    },
    handler: async (request, reply) => {
      await service.remove(actorOf(request), parseIdParam(request.params.id), request.ip);
      return reply.code(204).send(null);
    },
  });
};
