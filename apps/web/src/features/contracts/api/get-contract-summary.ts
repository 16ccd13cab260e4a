import { useQuery } from '@tanstack/react-query';
import { contractReportOperations } from '@subaybay/domain';
import { fileOf } from '../../../lib/api-operations';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { contractKeys } from './keys';

/** `GET contracts/{id}/summary?as_of=`: the Contract Summary. Without `asOf` the server reads as of today (Manila). */
export const getContractSummaryQueryOptions = (id: number, asOf?: string) =>
  operationQueryOptions(contractKeys.summary(id, asOf), contractReportOperations.summary, { params: { id }, query: { as_of: asOf || undefined } }, { expectedStatuses: [404] });

export function useContractSummary(id: number | null, asOf?: string) {
  return useQuery({ ...getContractSummaryQueryOptions(id ?? 0, asOf), enabled: id !== null });
}

/** The Excel file of the Contract Summary as of `asOf` (spec 3 §7). */
export const contractSummaryExcelFile = (id: number, asOf: string) =>
  fileOf(contractReportOperations.summaryExcel, { params: { id }, query: { as_of: asOf } });
