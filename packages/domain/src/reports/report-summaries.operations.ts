import { z } from 'zod';
import { asOfQuery } from '../api/common-schemas.js';
import { defineOperations } from '../api/operation.js';
import { yearParam } from '../common/ids.js';
import { contractsAccomplishmentByYearSchema, officeSetupSchema } from './dashboard.schemas.js';
import { overallSCurveResponseSchema } from './projects-reports.schemas.js';

const tag = 'report summaries';
const yearParams = z.object({ year: yearParam });

/** `reports/summaries/*` (spec 2 §7): a year's figures for the dashboard, the overall S-curve, and the office's First steps. */
export const reportSummaryOperations = defineOperations({
  contractsAccomplishmentByYear: {
    method: 'GET',
    path: 'reports/summaries/contracts-accomplishment-by-year/{year}',
    tag,
    summary: "An implementation year's projects, contracts by status and slippage band, and overall accomplishment vs target, as of a date",
    access: 'activeAccount',
    params: yearParams,
    query: asOfQuery,
    status: 200,
    response: contractsAccomplishmentByYearSchema,
    errors: [400, 401, 403, 404],
  },
  overallSCurve: {
    method: 'GET',
    path: 'reports/summaries/overall-scurve/{year}',
    tag,
    summary: "The overall S-curve of a year's contracts: original, revised and actual, weighted by original amount",
    access: 'activeAccount',
    params: yearParams,
    status: 200,
    response: overallSCurveResponseSchema,
    errors: [401, 403, 404],
  },
  officeSetup: {
    method: 'GET',
    path: 'reports/summaries/office-setup',
    tag,
    summary: "How many systems, fund sources, expenditure source names, projects and contracts the office has: the dashboard's First steps",
    access: 'activeAccount',
    status: 200,
    response: officeSetupSchema,
    errors: [401, 403],
  },
});
