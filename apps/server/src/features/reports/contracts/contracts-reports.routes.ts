import { contractsReportOperations } from '@subaybay/domain';
import { operationRoutes } from '../../../lib/operations.js';
import { createContractsReportsService } from './contracts-reports.service.js';

/** A year's contracts reports (declared in packages/domain/src/reports/contracts-reports.operations.ts). */
export const contractsReportsRoutes = operationRoutes(contractsReportOperations, (app) => {
  const service = createContractsReportsService({ db: app.db, now: () => app.now() });
  return {
    detailedBreakdown: async ({ actor, params, query }) => service.contractsReport(actor, params.year, query),
    negativeSlippage: async ({ actor, params, query }) => service.negativeSlippage(actor, params.year, query),
    ppaReport: async ({ actor, params, query }) => service.ppaReport(actor, params.year, query),
    detailedBreakdownExcel: async ({ actor, params, query }) => service.contractsReportExcel(actor, params.year, query),
    negativeSlippageExcel: async ({ actor, params, query }) => service.negativeSlippageExcel(actor, params.year, query),
    ppaReportExcel: async ({ actor, params, query }) => service.ppaReportExcel(actor, params.year, query),
  };
});
