import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectFinanceOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { projectFinanceKeys } from './keys';

export function deleteRequestedCash(id: number) {
  return callOperation(projectFinanceOperations.deleteRequestedCash, { params: { id } });
}

export function useDeleteRequestedCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRequestedCash,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectFinanceKeys.all }),
  });
}
