import { useMutation, useQueryClient } from '@tanstack/react-query';
import { physicalFeatureOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { featureKeys } from './keys';

export function deleteFeatureName(id: number) {
  return callOperation(physicalFeatureOperations.deleteName, { params: { id } });
}

export function useDeleteFeatureName() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteFeatureName, onSuccess: () => queryClient.invalidateQueries({ queryKey: featureKeys.names }) });
}
