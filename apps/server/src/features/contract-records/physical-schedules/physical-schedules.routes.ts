import { physicalScheduleCreateSchema, physicalScheduleSchema, physicalScheduleUpdateSchema } from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, parseIdParam } from '../../../lib/http.js';
import { actorOf } from '../../../plugins/auth.js';
import { createPhysicalSchedulesService } from './physical-schedules.service.js';

const tags = ['physical-schedules'];
const idParams = z.object({ id: z.string() });

/** Registered by contract-records.routes.ts. Spec 1 §7 "Physical schedules". */
export const physicalSchedulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPhysicalSchedulesService(app);

  app.get('/physical-schedules/contract/:contractId', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: "A contract's physical schedule nodes, in date order",
      params: z.object({ contractId: z.string() }),
      response: { 200: z.array(physicalScheduleSchema), ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => service.listByContract(actorOf(request), parseIdParam(request.params.contractId)),
  });

  app.get('/physical-schedules/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'One physical schedule node',
      params: idParams,
      response: { 200: physicalScheduleSchema, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => service.getOne(actorOf(request), parseIdParam(request.params.id)),
  });

  app.post('/physical-schedules/create', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Add a physical schedule node (admins; future dates allowed)',
      body: physicalScheduleCreateSchema,
      response: { 201: physicalScheduleSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => reply.code(201).send(await service.create(actorOf(request), request.body, request.ip)),
  });

  app.put('/physical-schedules/update/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Change a physical schedule node (admins)',
      params: idParams,
      body: physicalScheduleUpdateSchema,
      response: { 200: physicalScheduleSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => service.update(actorOf(request), parseIdParam(request.params.id), request.body, request.ip),
  });

  app.delete('/physical-schedules/delete/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Delete a physical schedule node (admins)',
      params: idParams,
      response: { 204: z.null(), ...errorResponses(401, 403, 404) },
    },
    handler: async (request, reply) => {
      await service.remove(actorOf(request), parseIdParam(request.params.id), request.ip);
      return reply.code(204).send(null);
    },
  });
};
