import { useMutation, useQueryClient } from '@tanstack/react-query';
import { physicalFeatureOperations, type FeatureAccomplishmentCreateBody } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from '../../contracts/api/keys';

export function createFeatureAccomplishment(input: FeatureAccomplishmentCreateBody) {
  return callOperation(physicalFeatureOperations.createEntry, { body: input });
}

export function useCreateFeatureAccomplishment(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFeatureAccomplishment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
