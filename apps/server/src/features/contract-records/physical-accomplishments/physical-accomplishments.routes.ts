import { physicalAccomplishmentCreateSchema, physicalAccomplishmentSchema, physicalAccomplishmentUpdateSchema } from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, parseIdParam } from '../../../lib/http.js';
import { actorOf } from '../../../plugins/auth.js';
import { createPhysicalAccomplishmentsService } from './physical-accomplishments.service.js';

const tags = ['physical-accomplishments'];
const idParams = z.object({ id: z.string() });

/** Registered by contract-records.routes.ts. Spec 1 §7 "Physical accomplishments". */
export const physicalAccomplishmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPhysicalAccomplishmentsService(app);

  app.get('/physical-accomplishments/contract/:contractId', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: "A contract's physical accomplishment nodes, in date order",
      params: z.object({ contractId: z.string() }),
      response: { 200: z.array(physicalAccomplishmentSchema), ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => service.listByContract(actorOf(request), parseIdParam(request.params.contractId)),
  });

  app.get('/physical-accomplishments/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'One physical accomplishment node',
      params: idParams,
      response: { 200: physicalAccomplishmentSchema, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => service.getOne(actorOf(request), parseIdParam(request.params.id)),
  });

  app.post('/physical-accomplishments/create', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Add a physical accomplishment node (dated today in Manila unless overwrite_as_of_date; overwrite_day_elapsed 0 answers the implicit day-0 node)',
      body: physicalAccomplishmentCreateSchema,
      response: { 201: physicalAccomplishmentSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => reply.code(201).send(await service.create(actorOf(request), request.body, request.ip)),
  });

  app.put('/physical-accomplishments/update/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Change a physical accomplishment node (non-admins: within one day of entry)',
      params: idParams,
      body: physicalAccomplishmentUpdateSchema,
      response: { 200: physicalAccomplishmentSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => service.update(actorOf(request), parseIdParam(request.params.id), request.body, request.ip),
  });

  app.delete('/physical-accomplishments/delete/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Delete a physical accomplishment node (non-admins: within one day of entry)',
      params: idParams,
      response: { 204: z.null(), ...errorResponses(401, 403, 404) },
    },
    handler: async (request, reply) => {
      await service.remove(actorOf(request), parseIdParam(request.params.id), request.ip);
      return reply.code(204).send(null);
    },
  });
};
