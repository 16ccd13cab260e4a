import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { financeKeys } from './keys';

export function deleteRequestedCash(id: number): Promise<void> {
  return api.delete(`requested-cash/delete/${id}/`);
}

export function useDeleteRequestedCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRequestedCash,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
