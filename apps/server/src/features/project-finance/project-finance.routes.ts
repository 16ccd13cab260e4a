import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { expenditureSourcesRoutes } from './expenditure-sources/expenditure-sources.routes.js';
import { financeByYearRoutes } from './finance-by-year/finance-by-year.routes.js';
import { projectExpendituresRoutes } from './project-expenditures/project-expenditures.routes.js';
import { requestedCashRoutes } from './requested-cash/requested-cash.routes.js';

/**
 * Registered in app.ts. Project finance is split into sub-features (one folder
 * each: routes, service, repository), registered here.
 */
export const projectFinanceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(expenditureSourcesRoutes);
  await app.register(requestedCashRoutes);
  await app.register(projectExpendituresRoutes);
  await app.register(financeByYearRoutes);
};
