import { useMutation, useQueryClient } from '@tanstack/react-query';
import { physicalFeatureOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from '../../contracts/api/keys';

/** `PUT physical-features/features/update/{id}/` with the quantity only (spec 3 §7). */
export function updateFeatureAccomplishment({ id, quantity }: { id: number; quantity: number }) {
  return callOperation(physicalFeatureOperations.updateEntry, { params: { id }, body: { quantity } });
}

export function useUpdateFeatureAccomplishment(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeatureAccomplishment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
