import {
  contractFeatureSummarySchema,
  featureAccomplishmentCreateSchema,
  featureAccomplishmentSchema,
  featureAccomplishmentUpdateSchema,
  physicalFeatureNameInputSchema,
  physicalFeatureNameSchema,
} from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, parseIdParam } from '../../../lib/http.js';
import { actorOf } from '../../../plugins/auth.js';
import { createPhysicalFeaturesService } from './physical-features.service.js';

const tags = ['physical-features'];
const idParams = z.object({ id: z.string() });
const contractNameParams = z.object({ contractId: z.string(), nameId: z.string() });

/** Registered by contract-records.routes.ts. Spec 3 §7's names/… and features/… calls, under physical-features/ (API.md). */
export const physicalFeaturesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPhysicalFeaturesService(app);

  // ── Names ──────────────────────────────────────────────────────────────
  app.get('/physical-features/names', {
    config: { access: 'user' },
    schema: { tags, summary: "The office's physical feature names", response: { 200: z.array(physicalFeatureNameSchema), ...errorResponses(401) } },
    handler: async (request) => service.listNames(actorOf(request)),
  });

  app.get('/physical-features/names/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'One physical feature name', params: idParams, response: { 200: physicalFeatureNameSchema, ...errorResponses(401, 404) } },
    handler: async (request) => service.getName(actorOf(request), parseIdParam(request.params.id)),
  });

  app.post('/physical-features/names/create', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Add a physical feature name (unique in the office, ignoring case)',
      body: physicalFeatureNameInputSchema,
      response: { 201: physicalFeatureNameSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => reply.code(201).send(await service.createName(actorOf(request), request.body, request.ip)),
  });

  app.put('/physical-features/names/update/:id', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Change a physical feature name',
      params: idParams,
      body: physicalFeatureNameInputSchema,
      response: { 200: physicalFeatureNameSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => service.updateName(actorOf(request), parseIdParam(request.params.id), request.body, request.ip),
  });

  app.delete('/physical-features/names/delete/:id', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Delete a physical feature name (refused while entries use it)',
      params: idParams,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await service.removeName(actorOf(request), parseIdParam(request.params.id), request.ip);
      return reply.code(204).send(null);
    },
  });

  // ── Feature accomplishments ────────────────────────────────────────────
  app.get('/physical-features/features/contract/:contractId', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "A contract's features with their quantity as of today (one per feature name used)",
      params: z.object({ contractId: z.string() }),
      response: { 200: z.array(contractFeatureSummarySchema), ...errorResponses(401, 404) },
    },
    handler: async (request) => service.contractSummary(actorOf(request), parseIdParam(request.params.contractId)),
  });

  app.get('/physical-features/features/contract/:contractId/feature-name/:nameId', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'The entries of one feature on a contract, by date',
      params: contractNameParams,
      response: { 200: z.array(featureAccomplishmentSchema), ...errorResponses(401, 404) },
    },
    handler: async (request) =>
      service.entriesOf(actorOf(request), parseIdParam(request.params.contractId), parseIdParam(request.params.nameId)),
  });

  app.get('/physical-features/features/accomplishment/contract/:contractId/feature-name/:nameId', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'The latest quantity of one feature on a contract (as of today), a number',
      params: contractNameParams,
      response: { 200: z.number(), ...errorResponses(401, 404) },
    },
    handler: async (request) =>
      service.latestQuantity(actorOf(request), parseIdParam(request.params.contractId), parseIdParam(request.params.nameId)),
  });

  app.get('/physical-features/features/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'One feature accomplishment', params: idParams, response: { 200: featureAccomplishmentSchema, ...errorResponses(401, 404) } },
    handler: async (request) => service.getEntry(actorOf(request), parseIdParam(request.params.id)),
  });

  app.post('/physical-features/features/create', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Add a cumulative feature quantity (never lower than an earlier one)',
      body: featureAccomplishmentCreateSchema,
      response: { 201: featureAccomplishmentSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => reply.code(201).send(await service.createEntry(actorOf(request), request.body, request.ip)),
  });

  app.put('/physical-features/features/update/:id', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Change the quantity of an entry (non-admins: within one day of entry)',
      params: idParams,
      body: featureAccomplishmentUpdateSchema,
      response: { 200: featureAccomplishmentSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => service.updateEntry(actorOf(request), parseIdParam(request.params.id), request.body, request.ip),
  });

  app.delete('/physical-features/features/delete/:id', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Delete an entry (non-admins: within one day of entry)',
      params: idParams,
      response: { 204: z.null(), ...errorResponses(401, 403, 404) },
    },
    handler: async (request, reply) => {
      await service.removeEntry(actorOf(request), parseIdParam(request.params.id), request.ip);
      return reply.code(204).send(null);
    },
  });
};
