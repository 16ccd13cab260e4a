import { timeExtensionOperations } from '@subaybay/domain';
import { operationRoutes } from '../../../lib/operations.js';
import { createTimeExtensionsService } from './time-extensions.service.js';

/** Registered by contract-records.routes.ts. The operations are declared in packages/domain (contract-records.operations.ts). */
export const timeExtensionsRoutes = operationRoutes(timeExtensionOperations, (app) => {
  const service = createTimeExtensionsService(app);
  return {
    list: async ({ actor, params }) => service.listByContract(actor, params.contractId),
    one: async ({ actor, params }) => service.getOne(actor, params.id),
    create: async ({ actor, body, ip }) => service.create(actor, body, ip),
    update: async ({ actor, params, body, ip }) => service.update(actor, params.id, body, ip),
    delete: async ({ actor, params, ip }) => service.remove(actor, params.id, ip),
  };
});
