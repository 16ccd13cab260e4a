import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VariationOrderUpdateBody, VariationOrderWrite } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { contractKeys } from '../../contracts/api/keys';

export function updateVariationOrder({ id, input }: { id: number; input: VariationOrderUpdateBody }): Promise<VariationOrderWrite> {
  return api.put<VariationOrderWrite>(`variation-orders/update/${id}/`, input);
}

export function useUpdateVariationOrder(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVariationOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
