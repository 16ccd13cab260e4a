import { physicalScheduleOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';

export interface PhysicalScheduleCreateBody {
  contract_id: number;
  date_effective: string;
  accomplishment: number;
}

export function createPhysicalSchedule(body: PhysicalScheduleCreateBody) {
  return callOperation(physicalScheduleOperations.create, { body });
}

export function useCreatePhysicalSchedule(contractId: number) {
  return useInvalidatingMutation(createPhysicalSchedule, [contractKeys.one(contractId)]);
}
