import { expenditureSourceNameInputSchema, expenditureSourceNameSchema } from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, parseIdParam } from '../../lib/http.js';
import { actorOf } from '../../plugins/auth.js';
import { createExpenditureSourceNamesService } from './expenditure-source-names.service.js';

const tags = ['expenditure-source-names'];

/**
 * Thin routes: declare the schemas (validation and OpenAPI come from them),
 * pick the actor, call the service. `access: 'activeAccount'` answers 403 for
 * an inactive office before the handler runs; every later feature does the same.
 */
export const expenditureSourceNamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createExpenditureSourceNamesService(app);

  app.get('/expenditure-source-names', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: "The office's expenditure source names",
      response: { 200: z.array(expenditureSourceNameSchema), ...errorResponses(401, 403) },
    },
    handler: async (request) => service.listExpenditureSourceNames(actorOf(request)),
  });

  app.post('/expenditure-source-names/create', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Add an expenditure source name',
      body: expenditureSourceNameInputSchema,
      response: { 201: expenditureSourceNameSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const created = await service.createExpenditureSourceName(actorOf(request), request.body, request.ip);
      return reply.code(201).send(created);
    },
  });

  app.put('/expenditure-source-names/update/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Edit an expenditure source name',
      params: z.object({ id: z.string() }),
      body: expenditureSourceNameInputSchema,
      response: { 200: expenditureSourceNameSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      service.updateExpenditureSourceName(actorOf(request), parseIdParam(request.params.id), request.body, request.ip),
  });
};
