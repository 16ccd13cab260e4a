import {
  fundSourceInputSchema,
  fundSourceSchema,
  municipalitySchema,
  systemInputSchema,
  systemSchema,
  systemUpdateInputSchema,
} from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, parseIdParam } from '../../lib/http.js';
import { actorOf } from '../../plugins/auth.js';
import { createLookupsService } from './lookups.service.js';

/**
 * Thin routes for municipalities, systems/categories and fund sources (spec 2
 * §7, API.md). Reads are open to any signed-in user of an active office; the
 * service checks who may write.
 */
export const lookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createLookupsService(app);
  const idParams = z.object({ id: z.string() });

  app.get('/municipalities', {
    config: { access: 'activeAccount' },
    schema: {
      tags: ['municipalities'],
      summary: "Every city and municipality of the Philippines (PSGC), by province then name",
      response: { 200: z.array(municipalitySchema), ...errorResponses(401, 403) },
    },
    handler: async () => service.listMunicipalities(),
  });

  app.get('/systems', {
    config: { access: 'activeAccount' },
    schema: {
      tags: ['systems'],
      summary: "The office's systems/categories",
      response: { 200: z.array(systemSchema), ...errorResponses(401, 403) },
    },
    handler: async (request) => service.listSystems(actorOf(request)),
  });

  app.get('/systems/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags: ['systems'],
      summary: 'One system/category',
      params: idParams,
      response: { 200: systemSchema, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => service.getSystem(actorOf(request), parseIdParam(request.params.id)),
  });

  app.post('/systems/create', {
    config: { access: 'activeAccount' },
    schema: {
      tags: ['systems'],
      summary: 'Add a system/category',
      body: systemInputSchema,
      response: { 201: systemSchema, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const created = await service.createSystem(actorOf(request), request.body, request.ip);
      return reply.code(201).send(created);
    },
  });

  app.put('/systems/update/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags: ['systems'],
      summary: 'Edit a system/category',
      params: idParams,
      body: systemUpdateInputSchema,
      response: { 200: systemSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => service.updateSystem(actorOf(request), parseIdParam(request.params.id), request.body, request.ip),
  });

  app.get('/fund-sources', {
    config: { access: 'activeAccount' },
    schema: {
      tags: ['fund-sources'],
      summary: "The office's fund sources",
      response: { 200: z.array(fundSourceSchema), ...errorResponses(401, 403) },
    },
    handler: async (request) => service.listFundSources(actorOf(request)),
  });

  app.post('/fund-sources/create', {
    config: { access: 'activeAccount' },
    schema: {
      tags: ['fund-sources'],
      summary: 'Add a fund source',
      body: fundSourceInputSchema,
      response: { 201: fundSourceSchema, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const created = await service.createFundSource(actorOf(request), request.body, request.ip);
      return reply.code(201).send(created);
    },
  });

  app.put('/fund-sources/update/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags: ['fund-sources'],
      summary: 'Rename a fund source',
      params: idParams,
      body: fundSourceInputSchema,
      response: { 200: fundSourceSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => service.updateFundSource(actorOf(request), parseIdParam(request.params.id), request.body, request.ip),
  });

  app.delete('/fund-sources/delete/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags: ['fund-sources'],
      summary: 'Delete a fund source no project uses',
      params: idParams,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await service.deleteFundSource(actorOf(request), parseIdParam(request.params.id), request.ip);
      return reply.code(204).send(null);
    },
  });
};
