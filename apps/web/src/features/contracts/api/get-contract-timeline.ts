import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractReportOperations } from '@subaybay/domain';
import { callOperation, urlOf } from '../../../lib/api-operations';
import { contractKeys } from './keys';

/** `GET contracts/{id}/timeline?as_of=`: the Contract Timeline. Without `asOf` the server reads as of today (Manila). */
export function getContractTimeline(id: number, asOf?: string) {
  return callOperation(contractReportOperations.timeline, { params: { id }, query: { as_of: asOf || undefined } }, { expectedStatuses: [404] });
}

export const getContractTimelineQueryOptions = (id: number, asOf?: string) =>
  queryOptions({ queryKey: contractKeys.timeline(id, asOf), queryFn: () => getContractTimeline(id, asOf) });

export function useContractTimeline(id: number | null, asOf?: string) {
  return useQuery({ ...getContractTimelineQueryOptions(id ?? 0, asOf), enabled: id !== null });
}

/** The Excel file of the Contract Timeline as of `asOf` (spec 3 §7). */
export const contractTimelineExcelPath = (id: number, asOf: string) =>
  urlOf(contractReportOperations.timelineExcel, { params: { id }, query: { as_of: asOf } });
