import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractKeys } from '../../contracts/api/keys';

export function deleteResumeOrder(id: number): Promise<void> {
  return api.delete(`resume-orders/delete/${id}/`);
}

export function useDeleteResumeOrder(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResumeOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
