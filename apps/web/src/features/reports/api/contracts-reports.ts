import { queryOptions } from '@tanstack/react-query';
import type { ContractsReportRow, PpaReport } from '@subaybay/domain';
import { api } from '../../../lib/api-client';

/** Query keys of the contracts reports (read-only: nothing invalidates them but a new Generate). */
export const contractsReportKeys = {
  all: ['reports', 'contracts'] as const,
  detailed: (year: number, asOf: string) => [...contractsReportKeys.all, 'detailed', year, asOf] as const,
  negative: (year: number, asOf: string) => [...contractsReportKeys.all, 'negative-slippage', year, asOf] as const,
  ppa: (year: number, asOf: string) => [...contractsReportKeys.all, 'ppa', year, asOf] as const,
};

const asOfQuery = (asOf: string) => `?as_of=${encodeURIComponent(asOf)}`;

/** `GET reports/contracts/contracts-report/{year}?as_of=`: the Detailed Breakdown. */
export const contractsReportQueryOptions = (year: number, asOf: string) =>
  queryOptions({
    queryKey: contractsReportKeys.detailed(year, asOf),
    queryFn: () => api.get<ContractsReportRow[]>(`reports/contracts/contracts-report/${year}${asOfQuery(asOf)}`),
  });

/** `GET reports/contracts/contracts-report/negative-slippage/{year}?as_of=`. */
export const negativeSlippageQueryOptions = (year: number, asOf: string) =>
  queryOptions({
    queryKey: contractsReportKeys.negative(year, asOf),
    queryFn: () => api.get<ContractsReportRow[]>(`reports/contracts/contracts-report/negative-slippage/${year}${asOfQuery(asOf)}`),
  });

/** `GET reports/contracts/ppa-report/{year}?as_of=`. */
export const ppaReportQueryOptions = (year: number, asOf: string) =>
  queryOptions({
    queryKey: contractsReportKeys.ppa(year, asOf),
    queryFn: () => api.get<PpaReport>(`reports/contracts/ppa-report/${year}${asOfQuery(asOf)}`),
  });

/** The Excel files (downloaded with the session's token; `user_id` is not sent: the server ignores it). */
export const contractsReportExcelPath = (year: number, asOf: string) => `reports/contracts/contracts-excel-report/${year}${asOfQuery(asOf)}`;
export const negativeSlippageExcelPath = (year: number, asOf: string) =>
  `reports/contracts/contracts-excel-report/negative-slippage/${year}${asOfQuery(asOf)}`;
export const ppaReportExcelPath = (year: number, asOf: string) => `reports/contracts/ppa-excel-report/${year}${asOfQuery(asOf)}`;
