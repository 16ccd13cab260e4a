import { useMutation, useQueryClient } from '@tanstack/react-query';
import { physicalFeatureOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from '../../contracts/api/keys';

export function deleteFeatureAccomplishment(id: number) {
  return callOperation(physicalFeatureOperations.deleteEntry, { params: { id } });
}

export function useDeleteFeatureAccomplishment(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeatureAccomplishment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
