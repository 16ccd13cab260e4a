import { useQuery } from '@tanstack/react-query';
import { contractReportOperations } from '@subaybay/domain';
import { fileOf } from '../../../lib/api-operations';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { contractKeys } from './keys';

/** `GET contracts/{id}/timeline?as_of=`: the Contract Timeline. Without `asOf` the server reads as of today (Manila). */
export const getContractTimelineQueryOptions = (id: number, asOf?: string) =>
  operationQueryOptions(contractKeys.timeline(id, asOf), contractReportOperations.timeline, { params: { id }, query: { as_of: asOf || undefined } }, { expectedStatuses: [404] });

export function useContractTimeline(id: number | null, asOf?: string) {
  return useQuery({ ...getContractTimelineQueryOptions(id ?? 0, asOf), enabled: id !== null });
}

/** The Excel file of the Contract Timeline as of `asOf` (spec 3 §7). */
export const contractTimelineExcelFile = (id: number, asOf: string) =>
  fileOf(contractReportOperations.timelineExcel, { params: { id }, query: { as_of: asOf } });
