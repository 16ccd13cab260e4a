import { contractorOperations } from '@subaybay/domain';
import { operationRoutes } from '../../lib/operations.js';
import { createContractorsService } from './contractors.service.js';

/** The contractors operations (declared in packages/domain/src/contractors/contractors.operations.ts). */
export const contractorsRoutes = operationRoutes(contractorOperations, (app) => {
  const service = createContractorsService({ db: app.db, now: () => app.now() });
  return {
    list: async ({ actor }) => service.list(actor),
    create: async ({ actor, body, ip }) => service.create(actor, body, ip),
    page: async ({ actor, params, query }) => service.page(actor, params.id, query),
    update: async ({ actor, params, body, ip }) => service.update(actor, params.id, body, ip),
  };
});
