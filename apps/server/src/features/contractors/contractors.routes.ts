import { contractorInputSchema, contractorPageSchema, contractorSchema } from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, parseIdParam } from '../../lib/http.js';
import { actorOf } from '../../plugins/auth.js';
import { createContractorsService } from './contractors.service.js';

const tags = ['contractors'];

/** `contractors/`, `contractors/create/`, `contractors/{id}?as_of=` and `contractors/update/{id}/` (spec 3 §7). */
export const contractorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createContractorsService({ db: app.db, now: () => app.now() });
  const idParams = z.object({ id: z.string() });

  app.get('/contractors', {
    config: { access: 'activeAccount' },
    schema: { tags, summary: "The office's contractors, by name", response: { 200: z.array(contractorSchema), ...errorResponses(401, 403) } },
    handler: async (request) => service.list(actorOf(request)),
  });

  app.post('/contractors/create', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Add a contractor',
      body: contractorInputSchema,
      response: { 201: contractorSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => reply.code(201).send(await service.create(actorOf(request), request.body, request.ip)),
  });

  app.get('/contractors/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'The contractor page as of a date (default today in Manila): contracts, performance counts, contracts by year',
      params: idParams,
      querystring: z.object({ as_of: z.string().optional() }),
      response: { 200: contractorPageSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => service.page(actorOf(request), parseIdParam(request.params.id), request.query),
  });

  app.put('/contractors/update/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Update a contractor (same fields as Add)',
      params: idParams,
      body: contractorInputSchema,
      response: { 200: contractorSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => service.update(actorOf(request), parseIdParam(request.params.id), request.body, request.ip),
  });
};
