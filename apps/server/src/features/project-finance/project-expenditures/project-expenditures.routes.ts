import { projectExpenditureCreateSchema, projectExpenditureSchema, projectExpenditureUpdateSchema } from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, parseIdParam } from '../../../lib/http.js';
import { actorOf } from '../../../plugins/auth.js';
import { parseYearParam } from '../project-finance.shared.js';
import { createProjectExpendituresService } from './project-expenditures.service.js';

const tags = ['project-finance'];
const idParams = z.object({ id: z.string() });

export const projectExpendituresRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createProjectExpendituresService(app);

  app.get('/project-expenditures/year/:year', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'The expenditures of the projects of an implementation year',
      params: z.object({ year: z.string() }),
      response: { 200: z.array(projectExpenditureSchema), ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => service.listByYear(actorOf(request), parseYearParam(request.params.year)),
  });

  app.get('/project-expenditures/project/:projectId', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: "A project's expenditures",
      params: z.object({ projectId: z.string() }),
      response: { 200: z.array(projectExpenditureSchema), ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => service.listByProject(actorOf(request), parseIdParam(request.params.projectId)),
  });

  app.get('/project-expenditures/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'One project expenditure',
      params: idParams,
      response: { 200: projectExpenditureSchema, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => service.getOne(actorOf(request), parseIdParam(request.params.id)),
  });

  app.post('/project-expenditures/create', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Add an expenditure (refused above the source balance)',
      body: projectExpenditureCreateSchema,
      response: { 201: projectExpenditureSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => reply.code(201).send(await service.create(actorOf(request), request.body, request.ip)),
  });

  app.put('/project-expenditures/update/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Change an expenditure (non-admins: within one day of entry)',
      params: idParams,
      body: projectExpenditureUpdateSchema,
      response: { 200: projectExpenditureSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => service.update(actorOf(request), parseIdParam(request.params.id), request.body, request.ip),
  });

  app.delete('/project-expenditures/delete/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Delete an expenditure (non-admins: within one day of entry)',
      params: idParams,
      response: { 204: z.null(), ...errorResponses(401, 403, 404) },
    },
    handler: async (request, reply) => {
      await service.remove(actorOf(request), parseIdParam(request.params.id), request.ip);
      return reply.code(204).send(null);
    },
  });
};
