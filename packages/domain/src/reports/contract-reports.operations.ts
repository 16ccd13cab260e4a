import { asOfQuery, excelAsOfQuery, idParams } from '../api/common-schemas.js';
import { defineOperations } from '../api/operation.js';
import { operationFamily } from '../api/operation-family.js';
import { contractSummarySchema, contractTimelineSchema } from './contract-reports.schemas.js';

const contractReports = operationFamily({ tag: 'contract reports', access: 'activeAccount' });
const asOf = { params: idParams, query: asOfQuery } as const;
const excelAsOf = { params: idParams, query: excelAsOfQuery } as const;

/**
 * One contract's reports as of a date (spec 3 §2, §7): the Contract Summary and
 * the Contract Timeline, and their Excel files. Read-only, every role of the office.
 */
export const contractReportOperations = defineOperations({
  summary: contractReports.read('contracts/{id}/summary', contractSummarySchema, 'The Contract Summary as of a date (default today in Manila)', asOf),
  timeline: contractReports.read(
    'contracts/{id}/timeline',
    contractTimelineSchema,
    'The Contract Timeline as of a date (default today in Manila): suspensions, completion, liquidated damages',
    asOf,
  ),
  summaryExcel: contractReports.file(
    'reports/contracts/contract-excel-report/{id}',
    'The Contract Summary as an Excel file (Contract Summary {number} as of {date}.xlsx)',
    excelAsOf,
  ),
  timelineExcel: contractReports.file(
    'reports/contracts/contract-timeline-excel-report/{id}',
    'The Contract Timeline as an Excel file (Contract Timeline {number} as of {date}.xlsx)',
    excelAsOf,
  ),
});
