import { suspensionOrderOperations } from '@subaybay/domain';
import { operationRoutes } from '../../../lib/operations.js';
import { createSuspensionOrdersService } from './suspension-orders.service.js';

/** Registered by contract-records.routes.ts. Suspension and resume orders, declared in packages/domain (contract-records.operations.ts). */
export const suspensionOrdersRoutes = operationRoutes(suspensionOrderOperations, (app) => {
  const service = createSuspensionOrdersService(app);
  return {
    list: async ({ actor, params }) => service.listByContract(actor, params.contractId),
    suspensionResumption: async ({ actor, params }) => service.suspensionResumption(actor, params.contractId),
    create: async ({ actor, body, ip }) => service.createSuspension(actor, body, ip),
    delete: async ({ actor, params, ip }) => service.removeSuspension(actor, params.id, ip),
    resumeOrders: async ({ actor, params }) => service.listResumeOrders(actor, params.contractId),
    createResume: async ({ actor, body, ip }) => service.createResume(actor, body, ip),
    deleteResume: async ({ actor, params, ip }) => service.removeResume(actor, params.id, ip),
  };
});
