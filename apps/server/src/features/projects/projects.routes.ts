import { projectCreateInputSchema, projectSchema, projectUpdateInputSchema, projectYearSummarySchema } from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, parseIdParam, parseYearParam } from '../../lib/http.js';
import { actorOf } from '../../plugins/auth.js';
import { createProjectsService } from './projects.service.js';

const tags = ['projects'];


/**
 * Thin routes (spec 2 §7): declare the schemas, pick the actor, call the
 * service. Every path also answers without its trailing slash (app.ts).
 */
export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createProjectsService(app);

  app.get('/projects', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Implementation years with their number of projects and total allocation, newest first',
      response: { 200: z.array(projectYearSummarySchema), ...errorResponses(401, 403) },
    },
    handler: async (request) => service.listProjectYears(actorOf(request)),
  });

  app.get('/projects/year/:year', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'The projects of an implementation year',
      params: z.object({ year: z.string() }),
      response: { 200: z.array(projectSchema), ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => service.listProjectsOfYear(actorOf(request), parseYearParam(request.params.year)),
  });

  app.get('/projects/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'One project',
      params: z.object({ id: z.string() }),
      response: { 200: projectSchema, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => service.getProject(actorOf(request), parseIdParam(request.params.id)),
  });

  app.post('/projects/create', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Add a project (the description may be sent as desc)',
      body: projectCreateInputSchema,
      response: { 201: projectSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const created = await service.createProject(actorOf(request), request.body, request.ip);
      return reply.code(201).send(created);
    },
  });

  app.put('/projects/update/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Edit a project',
      params: z.object({ id: z.string() }),
      body: projectUpdateInputSchema,
      response: { 200: projectSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      service.updateProject(actorOf(request), parseIdParam(request.params.id), request.body, request.ip),
  });

  app.delete('/projects/delete/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Delete a project with its finance records (refused while contracts are attached)',
      params: z.object({ id: z.string() }),
      response: { 204: z.null().describe('No content'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await service.deleteProject(actorOf(request), parseIdParam(request.params.id), request.ip);
      return reply.code(204).send(null);
    },
  });
};
