import { z } from 'zod';
import { asOfQuery, excelAsOfQuery, xlsxFile } from '../api/common-schemas.js';
import { defineOperations } from '../api/operation.js';
import { yearParam } from '../common/ids.js';
import { contractsReportSchema, ppaReportSchema } from './contracts-reports.schemas.js';

const tag = 'contracts reports';
const yearParams = z.object({ year: yearParam });

/**
 * The contracts reports of an implementation year as of a date (spec 2 §2, §7):
 * the Detailed Breakdown, its negative-slippage rows and the PPA report, with
 * their Excel files. Read-only, every role of the office.
 */
export const contractsReportOperations = defineOperations({
  detailedBreakdown: {
    method: 'GET',
    path: 'reports/contracts/contracts-report/{year}',
    tag,
    summary: 'Contracts Detailed Breakdown: one row per contract of the year (once, whatever its projects), as of a date',
    access: 'activeAccount',
    params: yearParams,
    query: asOfQuery,
    status: 200,
    response: contractsReportSchema,
    errors: [400, 401, 403, 404],
  },
  negativeSlippage: {
    method: 'GET',
    path: 'reports/contracts/contracts-report/negative-slippage/{year}',
    tag,
    summary: 'Contracts with Negative Slippage: the Detailed Breakdown rows whose slippage is below 0',
    access: 'activeAccount',
    params: yearParams,
    query: asOfQuery,
    status: 200,
    response: contractsReportSchema,
    errors: [400, 401, 403, 404],
  },
  ppaReport: {
    method: 'GET',
    path: 'reports/contracts/ppa-report/{year}',
    tag,
    summary: 'PPA report (COA Circular 2013-004 Annex B) of the year as of a date',
    access: 'activeAccount',
    params: yearParams,
    query: asOfQuery,
    status: 200,
    response: ppaReportSchema,
    errors: [400, 401, 403, 404],
  },
  detailedBreakdownExcel: {
    method: 'GET',
    path: 'reports/contracts/contracts-excel-report/{year}',
    tag,
    summary: 'The Detailed Breakdown as an Excel file',
    access: 'activeAccount',
    file: true,
    params: yearParams,
    query: excelAsOfQuery,
    status: 200,
    response: xlsxFile,
    errors: [400, 401, 403, 404],
  },
  negativeSlippageExcel: {
    method: 'GET',
    path: 'reports/contracts/contracts-excel-report/negative-slippage/{year}',
    tag,
    summary: 'The Contracts with Negative Slippage as an Excel file',
    access: 'activeAccount',
    file: true,
    params: yearParams,
    query: excelAsOfQuery,
    status: 200,
    response: xlsxFile,
    errors: [400, 401, 403, 404],
  },
  ppaReportExcel: {
    method: 'GET',
    path: 'reports/contracts/ppa-excel-report/{year}',
    tag,
    summary: 'The PPA report as an Excel file',
    access: 'activeAccount',
    file: true,
    params: yearParams,
    query: excelAsOfQuery,
    status: 200,
    response: xlsxFile,
    errors: [400, 401, 403, 404],
  },
});
