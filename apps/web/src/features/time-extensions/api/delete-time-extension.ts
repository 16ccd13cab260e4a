import { useMutation, useQueryClient } from '@tanstack/react-query';
import { timeExtensionOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from '../../contracts/api/keys';

export function deleteTimeExtension(id: number) {
  return callOperation(timeExtensionOperations.delete, { params: { id } });
}

export function useDeleteTimeExtension(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTimeExtension,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
