import { projectFinanceOperations } from '@subaybay/domain';
import { operationRoutes } from '../../lib/operations.js';
import { createExpenditureSourcesService } from './expenditure-sources/expenditure-sources.service.js';
import { createFinanceByYearService } from './finance-by-year/finance-by-year.service.js';
import { createProjectExpendituresService } from './project-expenditures/project-expenditures.service.js';
import { createRequestedCashService } from './requested-cash/requested-cash.service.js';

/**
 * The project finance operations (declared in
 * packages/domain/src/project-finance/project-finance.operations.ts), served by
 * its sub-features (one folder each: service, repository).
 */
export const projectFinanceRoutes = operationRoutes(projectFinanceOperations, (app) => {
  const expenditureSources = createExpenditureSourcesService(app);
  const requestedCash = createRequestedCashService(app);
  const projectExpenditures = createProjectExpendituresService(app);
  const financeByYear = createFinanceByYearService(app);
  return {
    expenditureSourceBalances: async ({ actor, params }) => expenditureSources.listBalances(actor, params.projectId),
    expenditureSources: async ({ actor, params }) => expenditureSources.listByProject(actor, params.projectId),
    createExpenditureSource: async ({ actor, body, ip }) => expenditureSources.create(actor, body, ip),
    updateExpenditureSource: async ({ actor, body, ip }) =>
      expenditureSources.updateAmount(actor, body.expenditure_source_id, body.amount, ip),
    updateExpenditureSourceById: async ({ actor, params, body, ip }) => expenditureSources.updateAmount(actor, params.id, body.amount, ip),
    deleteExpenditureSource: async ({ actor, params, ip }) => expenditureSources.remove(actor, params.id, ip),
    requestedCash: async ({ actor, params }) => requestedCash.listByProject(actor, params.projectId),
    createRequestedCash: async ({ actor, body, ip }) => requestedCash.create(actor, body, ip),
    deleteRequestedCash: async ({ actor, params, ip }) => requestedCash.remove(actor, params.id, ip),
    projectExpendituresOfYear: async ({ actor, params }) => projectExpenditures.listByYear(actor, params.year),
    projectExpenditures: async ({ actor, params }) => projectExpenditures.listByProject(actor, params.projectId),
    projectExpenditure: async ({ actor, params }) => projectExpenditures.getOne(actor, params.id),
    createProjectExpenditure: async ({ actor, body, ip }) => projectExpenditures.create(actor, body, ip),
    updateProjectExpenditure: async ({ actor, params, body, ip }) => projectExpenditures.update(actor, params.id, body, ip),
    deleteProjectExpenditure: async ({ actor, params, ip }) => projectExpenditures.remove(actor, params.id, ip),
    expendituresByYear: async ({ actor, params }) => financeByYear.expendituresByYear(actor, params.year),
  };
});
