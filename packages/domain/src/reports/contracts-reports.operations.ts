import { asOfQuery, excelAsOfQuery, yearParams } from '../api/common-schemas.js';
import { defineOperations } from '../api/operation.js';
import { operationFamily } from '../api/operation-family.js';
import { contractsReportSchema, ppaReportSchema } from './contracts-reports.schemas.js';

const contractsReports = operationFamily({ tag: 'contracts reports', access: 'activeAccount' });
// Each computes every contract of the year: it waits its turn in the report queue (decision 039).
const asOf = { params: yearParams, query: asOfQuery, heavy: true } as const;
const excelAsOf = { params: yearParams, query: excelAsOfQuery, heavy: true } as const;

/**
 * The contracts reports of an implementation year as of a date (spec 2 §2, §7):
 * the Detailed Breakdown, its negative-slippage rows and the PPA report, with
 * their Excel files. Read-only, every role of the office.
 */
export const contractsReportOperations = defineOperations({
  detailedBreakdown: contractsReports.read(
    'reports/contracts/contracts-report/{year}',
    contractsReportSchema,
    'Contracts Detailed Breakdown: one row per contract of the year (once, whatever its projects), as of a date',
    asOf,
  ),
  negativeSlippage: contractsReports.read(
    'reports/contracts/contracts-report/negative-slippage/{year}',
    contractsReportSchema,
    'Contracts with Negative Slippage: the Detailed Breakdown rows whose slippage is below 0',
    asOf,
  ),
  ppaReport: contractsReports.read(
    'reports/contracts/ppa-report/{year}',
    ppaReportSchema,
    'PPA report (COA Circular 2013-004 Annex B) of the year as of a date',
    asOf,
  ),
  detailedBreakdownExcel: contractsReports.file('reports/contracts/contracts-excel-report/{year}', 'The Detailed Breakdown as an Excel file', excelAsOf),
  negativeSlippageExcel: contractsReports.file(
    'reports/contracts/contracts-excel-report/negative-slippage/{year}',
    'The Contracts with Negative Slippage as an Excel file',
    excelAsOf,
  ),
  ppaReportExcel: contractsReports.file('reports/contracts/ppa-excel-report/{year}', 'The PPA report as an Excel file', excelAsOf),
});
