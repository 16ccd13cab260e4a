import { expenditureSourceNameOperations } from '@subaybay/domain';
import { operationRoutes } from '../../lib/operations.js';
import { createExpenditureSourceNamesService } from './expenditure-source-names.service.js';

/** The expenditure source names operations (declared in packages/domain/src/expenditure-source-names/). */
export const expenditureSourceNamesRoutes = operationRoutes(expenditureSourceNameOperations, (app) => {
  const service = createExpenditureSourceNamesService(app);
  return {
    list: async ({ actor }) => service.listExpenditureSourceNames(actor),
    create: async ({ actor, body, ip }) => service.createExpenditureSourceName(actor, body, ip),
    update: async ({ actor, params, body, ip }) => service.updateExpenditureSourceName(actor, params.id, body, ip),
  };
});
