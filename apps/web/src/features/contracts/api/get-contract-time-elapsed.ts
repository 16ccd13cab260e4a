import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from './keys';

/** `GET contracts/{id}/time-elapsed?as_of=`: the Statement of Time Elapsed. Without `asOf` the server reads as of today (Manila). */
export function getContractTimeElapsed(id: number, asOf?: string) {
  return callOperation(contractOperations.timeElapsed, { params: { id }, query: { as_of: asOf } }, { expectedStatuses: [404] });
}

export const getContractTimeElapsedQueryOptions = (id: number, asOf?: string) =>
  queryOptions({ queryKey: contractKeys.timeElapsed(id, asOf), queryFn: () => getContractTimeElapsed(id, asOf) });

export function useContractTimeElapsed(id: number | null, asOf?: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getContractTimeElapsedQueryOptions(id ?? 0, asOf), enabled: id !== null && (options.enabled ?? true) });
}
