import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractKeys } from '../../contracts/api/keys';

/** Sent as PUT (spec 3 §7). */
export function deleteVariationOrder(id: number): Promise<void> {
  return api.put<void>(`variation-orders/delete/${id}/`);
}

export function useDeleteVariationOrder(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVariationOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
