import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeatureAccomplishmentItem } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { contractKeys } from '../../contracts/api/keys';

/** `PUT physical-features/features/update/{id}/` with the quantity only (spec 3 §7). */
export function updateFeatureAccomplishment({ id, quantity }: { id: number; quantity: number }): Promise<FeatureAccomplishmentItem> {
  return api.put<FeatureAccomplishmentItem>(`physical-features/features/update/${id}/`, { quantity });
}

export function useUpdateFeatureAccomplishment(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeatureAccomplishment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
