import { useMutation, useQueryClient } from '@tanstack/react-query';
import { variationOrderOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from '../../contracts/api/keys';

/** Sent as PUT (spec 3 §7). */
export function deleteVariationOrder(id: number) {
  return callOperation(variationOrderOperations.delete, { params: { id } });
}

export function useDeleteVariationOrder(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVariationOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
