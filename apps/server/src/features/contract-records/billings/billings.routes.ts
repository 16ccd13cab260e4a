import { billingCreateSchema, billingSchema, billingUpdateSchema } from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, parseIdParam } from '../../../lib/http.js';
import { actorOf } from '../../../plugins/auth.js';
import { createBillingsService } from './billings.service.js';

const tags = ['financial-accomplishments'];
const idParams = z.object({ id: z.string() });

/** Registered by contract-records.routes.ts. Billings: spec 3 Financial Accomplishment (active account). */
export const billingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createBillingsService(app);

  app.get('/financial-accomplishments/contract/:contractId', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: "A contract's billings with their cumulative percent accomplishment",
      params: z.object({ contractId: z.string() }),
      response: { 200: z.array(billingSchema), ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => service.listByContract(actorOf(request), parseIdParam(request.params.contractId)),
  });

  app.get('/financial-accomplishments/:id', {
    config: { access: 'activeAccount' },
    schema: { tags, summary: 'One billing', params: idParams, response: { 200: billingSchema, ...errorResponses(401, 403, 404) } },
    handler: async (request) => service.getOne(actorOf(request), parseIdParam(request.params.id)),
  });

  app.post('/financial-accomplishments/create', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Add a billing (as of today unless as_of_str; refused above the revised contract amount)',
      body: billingCreateSchema,
      response: { 201: billingSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => reply.code(201).send(await service.create(actorOf(request), request.body, request.ip)),
  });

  app.put('/financial-accomplishments/update/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Change a billing (non-admins: within one day of entry)',
      params: idParams,
      body: billingUpdateSchema,
      response: { 200: billingSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => service.update(actorOf(request), parseIdParam(request.params.id), request.body, request.ip),
  });

  app.delete('/financial-accomplishments/delete/:id', {
    config: { access: 'activeAccount' },
    schema: { tags, summary: 'Delete a billing (admins only)', params: idParams, response: { 204: z.null(), ...errorResponses(401, 403, 404) } },
    handler: async (request, reply) => {
      await service.remove(actorOf(request), parseIdParam(request.params.id), request.ip);
      return reply.code(204).send(null);
    },
  });
};
