import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VariationOrderCreateBody, VariationOrderWrite } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { contractKeys } from '../../contracts/api/keys';

export function createVariationOrder(input: VariationOrderCreateBody): Promise<VariationOrderWrite> {
  return api.post<VariationOrderWrite>('variation-orders/create/', input);
}

export function useCreateVariationOrder(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVariationOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
