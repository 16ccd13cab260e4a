import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractKeys } from '../../contracts/api/keys';

export function deleteBilling(id: number): Promise<void> {
  return api.delete(`financial-accomplishments/delete/${id}/`);
}

export function useDeleteBilling(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBilling,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
