import { useMutation, useQueryClient } from '@tanstack/react-query';
import { physicalScheduleOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from '../../contracts/api/keys';

export function updatePhysicalSchedule({ id, as_of_date, accomplishment }: { id: number; as_of_date: string; accomplishment: number }) {
  return callOperation(physicalScheduleOperations.update, { params: { id }, body: { as_of_date, accomplishment } });
}

export function useUpdatePhysicalSchedule(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhysicalSchedule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
