import { useMutation, useQueryClient } from '@tanstack/react-query';
import { physicalScheduleOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPhysicalSchedule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
