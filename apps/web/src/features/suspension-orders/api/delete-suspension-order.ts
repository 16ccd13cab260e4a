import { useMutation, useQueryClient } from '@tanstack/react-query';
import { suspensionOrderOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from '../../contracts/api/keys';

/** Its resume order goes with it. */
export function deleteSuspensionOrder(id: number) {
  return callOperation(suspensionOrderOperations.delete, { params: { id } });
}

export function useDeleteSuspensionOrder(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSuspensionOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
