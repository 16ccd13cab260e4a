import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractTimeline } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { contractKeys } from './keys';

/** `GET contracts/{id}/timeline?as_of=`: the Contract Timeline. Without `asOf` the server reads as of today (Manila). */
export function getContractTimeline(id: number, asOf?: string): Promise<ContractTimeline> {
  const query = asOf ? `?as_of=${encodeURIComponent(asOf)}` : '';
  return api.get<ContractTimeline>(`contracts/${id}/timeline${query}`, { expectedStatuses: [404] });
}

export const getContractTimelineQueryOptions = (id: number, asOf?: string) =>
  queryOptions({ queryKey: contractKeys.timeline(id, asOf), queryFn: () => getContractTimeline(id, asOf) });

export function useContractTimeline(id: number | null, asOf?: string) {
  return useQuery({ ...getContractTimelineQueryOptions(id ?? 0, asOf), enabled: id !== null });
}

/** The Excel file of the Contract Timeline as of `asOf` (spec 3 §7). */
export const contractTimelineExcelPath = (id: number, asOf: string) =>
  `reports/contracts/contract-timeline-excel-report/${id}?as_of=${encodeURIComponent(asOf)}`;
