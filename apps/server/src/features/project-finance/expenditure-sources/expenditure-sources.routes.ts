import {
  expenditureSourceBalanceSchema,
  expenditureSourceCreateSchema,
  expenditureSourceSchema,
  expenditureSourceUpdateSchema,
} from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, parseIdParam } from '../../../lib/http.js';
import { actorOf } from '../../../plugins/auth.js';
import { createExpenditureSourcesService } from './expenditure-sources.service.js';

const tags = ['project-finance'];
const projectParams = z.object({ projectId: z.string() });
const idParams = z.object({ id: z.string() });

export const expenditureSourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createExpenditureSourcesService(app);

  app.get('/expenditure-sources/project/:projectId/balance', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: "A project's expenditure sources with their totals and balances",
      params: projectParams,
      response: { 200: z.array(expenditureSourceBalanceSchema), ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => service.listBalances(actorOf(request), parseIdParam(request.params.projectId)),
  });

  app.get('/expenditure-sources/project/:projectId', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: "A project's expenditure sources",
      params: projectParams,
      response: { 200: z.array(expenditureSourceSchema), ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => service.listByProject(actorOf(request), parseIdParam(request.params.projectId)),
  });

  app.post('/expenditure-sources/create', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Add an expenditure source to a project',
      body: expenditureSourceCreateSchema,
      response: { 201: expenditureSourceSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => reply.code(201).send(await service.create(actorOf(request), request.body, request.ip)),
  });

  const updateSchema = {
    tags,
    summary: "Change an expenditure source's total (never below what is spent)",
    body: expenditureSourceUpdateSchema,
    response: { 200: expenditureSourceSchema, ...errorResponses(400, 401, 403, 404) },
  };
  // The spec's call names the source in the body; `update/{id}/` is accepted like every other update.
  app.put('/expenditure-sources/update', {
    config: { access: 'activeAccount' },
    schema: updateSchema,
    handler: async (request) =>
      service.updateAmount(actorOf(request), request.body.expenditure_source_id, request.body.amount, request.ip),
  });
  app.put('/expenditure-sources/update/:id', {
    config: { access: 'activeAccount' },
    schema: { ...updateSchema, params: idParams },
    handler: async (request) => service.updateAmount(actorOf(request), parseIdParam(request.params.id), request.body.amount, request.ip),
  });

  app.delete('/expenditure-sources/delete/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Delete an expenditure source that has no expenditures',
      params: idParams,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await service.remove(actorOf(request), parseIdParam(request.params.id), request.ip);
      return reply.code(204).send(null);
    },
  });
};
