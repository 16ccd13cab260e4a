import { useMutation, useQueryClient } from '@tanstack/react-query';
import { variationOrderOperations, type VariationOrderUpdateBody } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from '../../contracts/api/keys';

export function updateVariationOrder({ id, input }: { id: number; input: VariationOrderUpdateBody }) {
  return callOperation(variationOrderOperations.update, { params: { id }, body: input });
}

export function useUpdateVariationOrder(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVariationOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
