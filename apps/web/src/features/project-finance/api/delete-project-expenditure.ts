import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectFinanceOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { projectFinanceKeys } from './keys';

export function deleteProjectExpenditure(id: number) {
  return callOperation(projectFinanceOperations.deleteProjectExpenditure, { params: { id } });
}

export function useDeleteProjectExpenditure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProjectExpenditure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectFinanceKeys.all }),
  });
}
