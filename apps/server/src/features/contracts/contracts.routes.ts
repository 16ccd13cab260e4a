import { contractFromProjectInputSchema, projectContractSchema } from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, parseIdParam } from '../../lib/http.js';
import { actorOf } from '../../plugins/auth.js';
import { createContract } from './operations/create-contract.js';
import { listProjectContracts } from './operations/list-project-contracts.js';

const tags = ['contracts'];

/** Every contracts/* route, thin: schemas, the actor, one operation each. */
export const contractsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/contracts/create', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: 'Add a contract to a project (contract_id is the contract number)',
      body: contractFromProjectInputSchema,
      response: { 201: projectContractSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const created = await createContract(app.db, actorOf(request), request.body, request.ip);
      return reply.code(201).send(created);
    },
  });

  app.get('/contracts/project/:projectId', {
    config: { access: 'activeAccount' },
    schema: {
      tags,
      summary: "A project's contracts",
      params: z.object({ projectId: z.string() }),
      response: { 200: z.array(projectContractSchema), ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => listProjectContracts(app.db, actorOf(request), parseIdParam(request.params.projectId)),
  });
};
