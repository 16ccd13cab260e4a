import { timeExtensionCreateSchema, timeExtensionSchema, timeExtensionUpdateSchema } from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, parseIdParam } from '../../../lib/http.js';
import { actorOf } from '../../../plugins/auth.js';
import { createTimeExtensionsService } from './time-extensions.service.js';

const tags = ['approved-time-extensions'];
const idParams = z.object({ id: z.string() });

/** Registered by contract-records.routes.ts. Approved time extensions (spec 3 §7): an active account is needed (spec 3 §2). */
export const timeExtensionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTimeExtensionsService(app);

  app.get('/approved-time-extensions/contract/:contractId', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: "A contract's approved time extensions, by date approved",
      params: z.object({ contractId: z.string() }),
      response: { 200: z.array(timeExtensionSchema), ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => service.listByContract(actorOf(request), parseIdParam(request.params.contractId)),
  });

  app.get('/approved-time-extensions/:id', {
    config: { access: 'activeAccount' },
    schema: { tags, summary: 'One approved time extension', params: idParams, response: { 200: timeExtensionSchema, ...errorResponses(401, 403, 404) } },
    handler: async (request) => service.getOne(actorOf(request), parseIdParam(request.params.id)),
  });

  app.post('/approved-time-extensions/create', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Add an approved time extension (approved on or after the request, not in the future)',
      body: timeExtensionCreateSchema,
      response: { 201: timeExtensionSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => reply.code(201).send(await service.create(actorOf(request), request.body, request.ip)),
  });

  app.put('/approved-time-extensions/update/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Change an approved time extension',
      params: idParams,
      body: timeExtensionUpdateSchema,
      response: { 200: timeExtensionSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => service.update(actorOf(request), parseIdParam(request.params.id), request.body, request.ip),
  });

  app.delete('/approved-time-extensions/delete/:id', {
    config: { access: 'activeAccount' },
    schema: { tags, summary: 'Delete an approved time extension', params: idParams, response: { 204: z.null(), ...errorResponses(401, 403, 404) } },
    handler: async (request, reply) => {
      await service.remove(actorOf(request), parseIdParam(request.params.id), request.ip);
      return reply.code(204).send(null);
    },
  });
};
