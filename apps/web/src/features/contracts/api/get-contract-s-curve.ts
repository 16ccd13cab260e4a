import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractSCurve } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { contractKeys } from './keys';

/** `GET contracts/{id}/scurve?as_of=`: the three curves of the chart. Without `asOf` the server reads as of today (Manila). */
export function getContractSCurve(id: number, asOf?: string): Promise<ContractSCurve> {
  const query = asOf ? `?as_of=${encodeURIComponent(asOf)}` : '';
  return api.get<ContractSCurve>(`contracts/${id}/scurve${query}`, { expectedStatuses: [404] });
}

export const getContractSCurveQueryOptions = (id: number, asOf?: string) =>
  queryOptions({ queryKey: contractKeys.sCurve(id, asOf), queryFn: () => getContractSCurve(id, asOf) });

export function useContractSCurve(id: number | null, asOf?: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getContractSCurveQueryOptions(id ?? 0, asOf), enabled: id !== null && (options.enabled ?? true) });
}
