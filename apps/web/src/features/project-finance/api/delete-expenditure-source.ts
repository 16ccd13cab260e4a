import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectFinanceOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { projectFinanceKeys } from './keys';

export function deleteExpenditureSource(id: number) {
  return callOperation(projectFinanceOperations.deleteExpenditureSource, { params: { id } });
}

export function useDeleteExpenditureSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExpenditureSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectFinanceKeys.all }),
  });
}
