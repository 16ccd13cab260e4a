import { useQuery } from '@tanstack/react-query';
import { physicalScheduleOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';

/** Under `contractKeys.one(id)`: any write to the contract's records refreshes it. */
export const physicalScheduleKeys = {
  list: (contractId: number) => [...contractKeys.one(contractId), 'physical-schedules'] as const,
};

export const physicalSchedulesQueryOptions = (contractId: number) =>
  operationQueryOptions(physicalScheduleKeys.list(contractId), physicalScheduleOperations.list, { params: { contractId } }, { expectedStatuses: [404] });

export function usePhysicalSchedules(contractId: number) {
  return useQuery(physicalSchedulesQueryOptions(contractId));
}
