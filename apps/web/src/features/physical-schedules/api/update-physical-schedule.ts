import { physicalScheduleOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';

export function updatePhysicalSchedule({ id, as_of_date, accomplishment }: { id: number; as_of_date: string; accomplishment: number }) {
  return callOperation(physicalScheduleOperations.update, { params: { id }, body: { as_of_date, accomplishment } });
}

export function useUpdatePhysicalSchedule(contractId: number) {
  return useInvalidatingMutation(updatePhysicalSchedule, [contractKeys.one(contractId)]);
}
