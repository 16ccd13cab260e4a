import { useQuery } from '@tanstack/react-query';
import { contractOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { contractKeys } from './keys';

/** `GET contracts/{id}/time-elapsed?as_of=`: the Statement of Time Elapsed. Without `asOf` the server reads as of today (Manila). */
export const getContractTimeElapsedQueryOptions = (id: number, asOf?: string) =>
  operationQueryOptions(contractKeys.timeElapsed(id, asOf), contractOperations.timeElapsed, { params: { id }, query: { as_of: asOf } }, { expectedStatuses: [404] });

export function useContractTimeElapsed(id: number | null, asOf?: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getContractTimeElapsedQueryOptions(id ?? 0, asOf), enabled: id !== null && (options.enabled ?? true) });
}
