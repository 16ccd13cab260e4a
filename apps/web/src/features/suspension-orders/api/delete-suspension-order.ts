import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractKeys } from '../../contracts/api/keys';

/** Its resume order goes with it. */
export function deleteSuspensionOrder(id: number): Promise<void> {
  return api.delete(`suspension-orders/delete/${id}/`);
}

export function useDeleteSuspensionOrder(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSuspensionOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
