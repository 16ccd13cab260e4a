import { queryOptions, useQuery } from '@tanstack/react-query';
import { physicalAccomplishmentOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from '../../contracts/api/keys';

/** Under `contractKeys.one(id)`: any write to the contract's records refreshes it. */
export const physicalAccomplishmentKeys = {
  list: (contractId: number) => [...contractKeys.one(contractId), 'physical-accomplishments'] as const,
};

export function getPhysicalAccomplishments(contractId: number) {
  return callOperation(physicalAccomplishmentOperations.list, { params: { contractId } }, { expectedStatuses: [404] });
}

export const physicalAccomplishmentsQueryOptions = (contractId: number) =>
  queryOptions({ queryKey: physicalAccomplishmentKeys.list(contractId), queryFn: () => getPhysicalAccomplishments(contractId) });

export function usePhysicalAccomplishments(contractId: number) {
  return useQuery(physicalAccomplishmentsQueryOptions(contractId));
}
