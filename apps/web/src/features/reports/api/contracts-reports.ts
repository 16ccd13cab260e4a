import { contractsReportOperations } from '@subaybay/domain';
import { fileOf } from '../../../lib/api-operations';
import { operationQueryOptions } from '../../../lib/operation-queries';

/** Query keys of the contracts reports (read-only: nothing invalidates them but a new Generate). */
export const contractsReportKeys = {
  all: ['reports', 'contracts'] as const,
  detailed: (year: number, asOf: string) => [...contractsReportKeys.all, 'detailed', year, asOf] as const,
  negative: (year: number, asOf: string) => [...contractsReportKeys.all, 'negative-slippage', year, asOf] as const,
  ppa: (year: number, asOf: string) => [...contractsReportKeys.all, 'ppa', year, asOf] as const,
};

const ofYear = (year: number, asOf: string) => ({ params: { year }, query: { as_of: asOf } });

/** `GET reports/contracts/contracts-report/{year}?as_of=`: the Detailed Breakdown. */
export const contractsReportQueryOptions = (year: number, asOf: string) =>
  operationQueryOptions(contractsReportKeys.detailed(year, asOf), contractsReportOperations.detailedBreakdown, ofYear(year, asOf));

/** `GET reports/contracts/contracts-report/negative-slippage/{year}?as_of=`. */
export const negativeSlippageQueryOptions = (year: number, asOf: string) =>
  operationQueryOptions(contractsReportKeys.negative(year, asOf), contractsReportOperations.negativeSlippage, ofYear(year, asOf));

/** `GET reports/contracts/ppa-report/{year}?as_of=`. */
export const ppaReportQueryOptions = (year: number, asOf: string) =>
  operationQueryOptions(contractsReportKeys.ppa(year, asOf), contractsReportOperations.ppaReport, ofYear(year, asOf));

/** The Excel files (downloaded with the session's token; `user_id` is not sent: the server ignores it). */
export const contractsReportExcelFile = (year: number, asOf: string) => fileOf(contractsReportOperations.detailedBreakdownExcel, ofYear(year, asOf));
export const negativeSlippageExcelFile = (year: number, asOf: string) => fileOf(contractsReportOperations.negativeSlippageExcel, ofYear(year, asOf));
export const ppaReportExcelFile = (year: number, asOf: string) => fileOf(contractsReportOperations.ppaReportExcel, ofYear(year, asOf));
