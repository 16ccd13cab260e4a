import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from './keys';

/**
 * `GET contracts/details/{id}?as_of=`: Contract Details with the curves of its chart (`s_curve`), one call
 * for the page. Without `asOf` the server reads as of today (Manila).
 */
export function getContractDetails(id: number, asOf?: string) {
  return callOperation(contractOperations.details, { params: { id }, query: { as_of: asOf } }, { expectedStatuses: [404] });
}

export const getContractDetailsQueryOptions = (id: number, asOf?: string) =>
  queryOptions({ queryKey: contractKeys.details(id, asOf), queryFn: () => getContractDetails(id, asOf) });

export function useContractDetails(id: number | null, asOf?: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getContractDetailsQueryOptions(id ?? 0, asOf), enabled: id !== null && (options.enabled ?? true) });
}
