import { fundSourceOperations, municipalityOperations, systemOperations } from '@subaybay/domain';
import type { FastifyPluginAsync } from 'fastify';
import { operationRoutes } from '../../lib/operations.js';
import { createLookupsService } from './lookups.service.js';

/**
 * Municipalities, systems/categories and fund sources (declared in
 * packages/domain/src/lookups/lookups.operations.ts). Reads are open to any
 * signed-in user of an active office; the declarations say who may write.
 */
export const lookupsRoutes: FastifyPluginAsync = async (app) => {
  const service = createLookupsService(app);
  await app.register(
    operationRoutes(municipalityOperations, () => ({
      list: async () => service.listMunicipalities(),
    })),
  );
  await app.register(
    operationRoutes(systemOperations, () => ({
      list: async ({ actor }) => service.listSystems(actor),
      one: async ({ actor, params }) => service.getSystem(actor, params.id),
      create: async ({ actor, body, ip }) => service.createSystem(actor, body, ip),
      update: async ({ actor, params, body, ip }) => service.updateSystem(actor, params.id, body, ip),
    })),
  );
  await app.register(
    operationRoutes(fundSourceOperations, () => ({
      list: async ({ actor }) => service.listFundSources(actor),
      create: async ({ actor, body, ip }) => service.createFundSource(actor, body, ip),
      update: async ({ actor, params, body, ip }) => service.updateFundSource(actor, params.id, body, ip),
      delete: async ({ actor, params, ip }) => service.deleteFundSource(actor, params.id, ip),
    })),
  );
};
