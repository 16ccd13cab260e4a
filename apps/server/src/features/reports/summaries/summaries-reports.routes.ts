import { reportSummaryOperations } from '@subaybay/domain';
import { operationRoutes } from '../../../lib/operations.js';
import { contractsAccomplishmentByYear } from './contracts-accomplishment-by-year.js';
import { officeSetup } from './office-setup.js';
import { overallSCurveOfYear } from './overall-scurve.js';

/** reports/summaries/* (declared in packages/domain/src/reports/report-summaries.operations.ts), one file per call. */
export const summariesReportsRoutes = operationRoutes(reportSummaryOperations, (app) => ({
  contractsAccomplishmentByYear: async ({ actor, params, query }) => contractsAccomplishmentByYear(app.db, actor, params.year, query, app.now()),
  overallSCurve: async ({ actor, params }) => overallSCurveOfYear(app.db, actor, params.year, app.now()),
  officeSetup: async ({ actor }) => officeSetup(app.db, actor),
}));
