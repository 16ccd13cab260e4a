import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeatureAccomplishmentCreateBody, FeatureAccomplishmentItem } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { contractKeys } from '../../contracts/api/keys';

export function createFeatureAccomplishment(input: FeatureAccomplishmentCreateBody): Promise<FeatureAccomplishmentItem> {
  return api.post<FeatureAccomplishmentItem>('physical-features/features/create/', input);
}

export function useCreateFeatureAccomplishment(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFeatureAccomplishment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
