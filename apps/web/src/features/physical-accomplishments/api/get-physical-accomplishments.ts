import { useQuery } from '@tanstack/react-query';
import { physicalAccomplishmentOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';

/** Under `contractKeys.one(id)`: any write to the contract's records refreshes it. */
export const physicalAccomplishmentKeys = {
  list: (contractId: number) => [...contractKeys.one(contractId), 'physical-accomplishments'] as const,
};

export const physicalAccomplishmentsQueryOptions = (contractId: number) =>
  operationQueryOptions(physicalAccomplishmentKeys.list(contractId), physicalAccomplishmentOperations.list, { params: { contractId } }, { expectedStatuses: [404] });

export function usePhysicalAccomplishments(contractId: number) {
  return useQuery(physicalAccomplishmentsQueryOptions(contractId));
}
