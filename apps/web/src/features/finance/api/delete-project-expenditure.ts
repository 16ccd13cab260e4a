import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { financeKeys } from './keys';

export function deleteProjectExpenditure(id: number): Promise<void> {
  return api.delete(`project-expenditures/delete/${id}/`);
}

export function useDeleteProjectExpenditure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProjectExpenditure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
