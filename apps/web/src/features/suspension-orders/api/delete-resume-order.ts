import { useMutation, useQueryClient } from '@tanstack/react-query';
import { suspensionOrderOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from '../../contracts/api/keys';

export function deleteResumeOrder(id: number) {
  return callOperation(suspensionOrderOperations.deleteResume, { params: { id } });
}

export function useDeleteResumeOrder(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResumeOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
