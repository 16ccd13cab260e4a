import { variationOrderCreateSchema, variationOrderSchema, variationOrderUpdateSchema, variationOrderWriteSchema } from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, parseIdParam } from '../../../lib/http.js';
import { actorOf } from '../../../plugins/auth.js';
import { createVariationOrdersService } from './variation-orders.service.js';

const tags = ['variation-orders'];
const idParams = z.object({ id: z.string() });

/** Registered by contract-records.routes.ts. Variation orders (spec 3 §7); delete is a PUT (spec). */
export const variationOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createVariationOrdersService(app);

  app.get('/variation-orders/contract/:contractId', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "A contract's variation orders, by date effective",
      params: z.object({ contractId: z.string() }),
      response: { 200: z.array(variationOrderSchema), ...errorResponses(401, 404) },
    },
    handler: async (request) => service.listByContract(actorOf(request), parseIdParam(request.params.contractId)),
  });

  app.get('/variation-orders/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'One variation order', params: idParams, response: { 200: variationOrderSchema, ...errorResponses(401, 404) } },
    handler: async (request) => service.getOne(actorOf(request), parseIdParam(request.params.id)),
  });

  app.post('/variation-orders/create', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Add a variation order (answers the 10% ceiling warning; refused below the amount billed)',
      body: variationOrderCreateSchema,
      response: { 201: variationOrderWriteSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => reply.code(201).send(await service.create(actorOf(request), request.body, request.ip)),
  });

  app.put('/variation-orders/update/:id', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Change a variation order (non-admins: within one day of entry)',
      params: idParams,
      body: variationOrderUpdateSchema,
      response: { 200: variationOrderWriteSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => service.update(actorOf(request), parseIdParam(request.params.id), request.body, request.ip),
  });

  app.put('/variation-orders/delete/:id', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Delete a variation order (sent as PUT, spec; non-admins: within one day of entry)',
      params: idParams,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await service.remove(actorOf(request), parseIdParam(request.params.id), request.ip);
      return reply.code(204).send(null);
    },
  });
};
