import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractDetails } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { contractKeys } from './keys';

/** `GET contracts/details/{id}?as_of=`: Contract Details. Without `asOf` the server reads as of today (Manila). */
export function getContractDetails(id: number, asOf?: string): Promise<ContractDetails> {
  const query = asOf ? `?as_of=${encodeURIComponent(asOf)}` : '';
  return api.get<ContractDetails>(`contracts/details/${id}${query}`, { expectedStatuses: [404] });
}

export const getContractDetailsQueryOptions = (id: number, asOf?: string) =>
  queryOptions({ queryKey: contractKeys.details(id, asOf), queryFn: () => getContractDetails(id, asOf) });

export function useContractDetails(id: number | null, asOf?: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getContractDetailsQueryOptions(id ?? 0, asOf), enabled: id !== null && (options.enabled ?? true) });
}
