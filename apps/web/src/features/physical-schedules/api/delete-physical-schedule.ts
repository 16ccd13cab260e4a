import { useMutation, useQueryClient } from '@tanstack/react-query';
import { physicalScheduleOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from '../../contracts/api/keys';

export function deletePhysicalSchedule(id: number) {
  return callOperation(physicalScheduleOperations.delete, { params: { id } });
}

export function useDeletePhysicalSchedule(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhysicalSchedule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
