import { useMutation, useQueryClient } from '@tanstack/react-query';
import { variationOrderOperations, type VariationOrderCreateBody } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from '../../contracts/api/keys';

export function createVariationOrder(input: VariationOrderCreateBody) {
  return callOperation(variationOrderOperations.create, { body: input });
}

export function useCreateVariationOrder(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVariationOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
