import { asOfQuery, yearParams } from '../api/common-schemas.js';
import { defineOperations } from '../api/operation.js';
import { operationFamily } from '../api/operation-family.js';
import { contractsAccomplishmentByYearSchema, officeSetupSchema } from './dashboard.schemas.js';
import { overallSCurveResponseSchema } from './projects-reports.schemas.js';

const reportSummaries = operationFamily({ tag: 'report summaries', access: 'activeAccount' });

/** `reports/summaries/*` (spec 2 §7): a year's figures for the dashboard, the overall S-curve, and the office's First steps. */
export const reportSummaryOperations = defineOperations({
  contractsAccomplishmentByYear: reportSummaries.read(
    'reports/summaries/contracts-accomplishment-by-year/{year}',
    contractsAccomplishmentByYearSchema,
    "An implementation year's projects, contracts by status and slippage band, and overall accomplishment vs target, as of a date",
    { params: yearParams, query: asOfQuery },
  ),
  overallSCurve: reportSummaries.read(
    'reports/summaries/overall-scurve/{year}',
    overallSCurveResponseSchema,
    "The overall S-curve of a year's contracts: original, revised and actual, weighted by original amount",
    { params: yearParams, heavy: true },
  ),
  officeSetup: reportSummaries.read(
    'reports/summaries/office-setup',
    officeSetupSchema,
    "How many systems, fund sources, expenditure source names, projects and contracts the office has: the dashboard's First steps",
  ),
});
