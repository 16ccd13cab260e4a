import { queryOptions, useQuery } from '@tanstack/react-query';
import { physicalScheduleOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from '../../contracts/api/keys';

/** Under `contractKeys.one(id)`: any write to the contract's records refreshes it. */
export const physicalScheduleKeys = {
  list: (contractId: number) => [...contractKeys.one(contractId), 'physical-schedules'] as const,
};

export function getPhysicalSchedules(contractId: number) {
  return callOperation(physicalScheduleOperations.list, { params: { contractId } }, { expectedStatuses: [404] });
}

export const physicalSchedulesQueryOptions = (contractId: number) =>
  queryOptions({ queryKey: physicalScheduleKeys.list(contractId), queryFn: () => getPhysicalSchedules(contractId) });

export function usePhysicalSchedules(contractId: number) {
  return useQuery(physicalSchedulesQueryOptions(contractId));
}
