import { physicalScheduleOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';

export function deletePhysicalSchedule(id: number) {
  return callOperation(physicalScheduleOperations.delete, { params: { id } });
}

export function useDeletePhysicalSchedule(contractId: number) {
  return useInvalidatingMutation(deletePhysicalSchedule, [contractKeys.one(contractId)]);
}
