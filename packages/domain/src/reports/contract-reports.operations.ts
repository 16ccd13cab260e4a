import { z } from 'zod';
import { asOfQuery, excelAsOfQuery, xlsxFile } from '../api/common-schemas.js';
import { defineOperations } from '../api/operation.js';
import { idParam } from '../common/ids.js';
import { contractSummarySchema, contractTimelineSchema } from './contract-reports.schemas.js';

const tag = 'contract reports';
const contractParams = z.object({ id: idParam });

/**
 * One contract's reports as of a date (spec 3 §2, §7): the Contract Summary and
 * the Contract Timeline, and their Excel files. Read-only, every role of the office.
 */
export const contractReportOperations = defineOperations({
  summary: {
    method: 'GET',
    path: 'contracts/{id}/summary',
    tag,
    summary: 'The Contract Summary as of a date (default today in Manila)',
    access: 'activeAccount',
    params: contractParams,
    query: asOfQuery,
    status: 200,
    response: contractSummarySchema,
    errors: [400, 401, 403, 404],
  },
  timeline: {
    method: 'GET',
    path: 'contracts/{id}/timeline',
    tag,
    summary: 'The Contract Timeline as of a date (default today in Manila): suspensions, completion, liquidated damages',
    access: 'activeAccount',
    params: contractParams,
    query: asOfQuery,
    status: 200,
    response: contractTimelineSchema,
    errors: [400, 401, 403, 404],
  },
  summaryExcel: {
    method: 'GET',
    path: 'reports/contracts/contract-excel-report/{id}',
    tag,
    summary: 'The Contract Summary as an Excel file (Contract Summary {number} as of {date}.xlsx)',
    access: 'activeAccount',
    file: true,
    params: contractParams,
    query: excelAsOfQuery,
    status: 200,
    response: xlsxFile,
    errors: [400, 401, 403, 404],
  },
  timelineExcel: {
    method: 'GET',
    path: 'reports/contracts/contract-timeline-excel-report/{id}',
    tag,
    summary: 'The Contract Timeline as an Excel file (Contract Timeline {number} as of {date}.xlsx)',
    access: 'activeAccount',
    file: true,
    params: contractParams,
    query: excelAsOfQuery,
    status: 200,
    response: xlsxFile,
    errors: [400, 401, 403, 404],
  },
});
