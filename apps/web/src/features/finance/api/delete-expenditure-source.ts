import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { financeKeys } from './keys';

export function deleteExpenditureSource(id: number): Promise<void> {
  return api.delete(`expenditure-sources/delete/${id}/`);
}

export function useDeleteExpenditureSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExpenditureSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
