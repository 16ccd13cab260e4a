import {
  resumeOrderCreateSchema,
  resumeOrderSchema,
  suspensionOrderCreateSchema,
  suspensionOrderSchema,
  suspensionResumptionSchema,
} from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, parseIdParam } from '../../../lib/http.js';
import { actorOf } from '../../../plugins/auth.js';
import { createSuspensionOrdersService } from './suspension-orders.service.js';

const tags = ['suspension-orders'];
const idParams = z.object({ id: z.string() });
const contractParams = z.object({ contractId: z.string() });

/**
 * Registered by contract-records.routes.ts. Spec 1 §7 "Suspension and resume
 * orders" (both path families). Spec 1 §2: the page needs authentication only,
 * so the reads need a signed-in user only; writes need an active account
 * (an inactive office is read-only).
 */
export const suspensionOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSuspensionOrdersService(app);

  app.get('/suspension-orders/contract/:contractId', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "A contract's suspension orders, each with its resume order or null",
      params: contractParams,
      response: { 200: z.array(suspensionOrderSchema), ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => service.listByContract(actorOf(request), parseIdParam(request.params.contractId)),
  });

  app.get('/suspension-orders/suspension-resumption/:contractId', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Each suspension with suspended_on, resumed_on and days_suspended as of today (Asia/Manila)',
      params: contractParams,
      response: { 200: z.array(suspensionResumptionSchema), ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => service.suspensionResumption(actorOf(request), parseIdParam(request.params.contractId)),
  });

  app.post('/suspension-orders/create', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Suspend a contract (project inspectors and admins)',
      body: suspensionOrderCreateSchema,
      response: { 201: suspensionOrderSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => reply.code(201).send(await service.createSuspension(actorOf(request), request.body, request.ip)),
  });

  app.delete('/suspension-orders/delete/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Delete a suspension order and its resume order',
      params: idParams,
      response: { 204: z.null(), ...errorResponses(401, 403, 404) },
    },
    handler: async (request, reply) => {
      await service.removeSuspension(actorOf(request), parseIdParam(request.params.id), request.ip);
      return reply.code(204).send(null);
    },
  });

  app.get('/resume-orders/contract/:contractId', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "A contract's resume orders",
      params: contractParams,
      response: { 200: z.array(resumeOrderSchema), ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => service.listResumeOrders(actorOf(request), parseIdParam(request.params.contractId)),
  });

  app.post('/resume-orders/create', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Resume a suspended contract (project inspectors and admins)',
      body: resumeOrderCreateSchema,
      response: { 201: resumeOrderSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => reply.code(201).send(await service.createResume(actorOf(request), request.body, request.ip)),
  });

  app.delete('/resume-orders/delete/:id', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Delete a resume order (the suspension runs on)',
      params: idParams,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await service.removeResume(actorOf(request), parseIdParam(request.params.id), request.ip);
      return reply.code(204).send(null);
    },
  });
};
