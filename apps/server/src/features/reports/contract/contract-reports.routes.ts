import { contractReportOperations } from '@subaybay/domain';
import { operationRoutes } from '../../../lib/operations.js';
import { createContractReportsService } from './contract-reports.service.js';

/** One contract's reports (declared in packages/domain/src/reports/contract-reports.operations.ts). */
export const contractReportsRoutes = operationRoutes(contractReportOperations, (app) => {
  const service = createContractReportsService({ db: app.db, now: () => app.now() });
  return {
    summary: async ({ actor, params, query }) => service.summary(actor, params.id, query),
    timeline: async ({ actor, params, query }) => service.timeline(actor, params.id, query),
    summaryExcel: async ({ actor, params, query }) => service.summaryExcel(actor, params.id, query),
    timelineExcel: async ({ actor, params, query }) => service.timelineExcel(actor, params.id, query),
  };
});
