import { useQuery } from '@tanstack/react-query';
import { contractOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { contractKeys } from './keys';

/**
 * `GET contracts/details/{id}?as_of=`: Contract Details with the curves of its chart (`s_curve`), one call
 * for the page. Without `asOf` the server reads as of today (Manila).
 */
export const getContractDetailsQueryOptions = (id: number, asOf?: string) =>
  operationQueryOptions(contractKeys.details(id, asOf), contractOperations.details, { params: { id }, query: { as_of: asOf } }, { expectedStatuses: [404] });

export function useContractDetails(id: number | null, asOf?: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getContractDetailsQueryOptions(id ?? 0, asOf), enabled: id !== null && (options.enabled ?? true) });
}
