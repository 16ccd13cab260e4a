import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { featureKeys } from './keys';

export function deleteFeatureName(id: number): Promise<void> {
  return api.delete(`physical-features/names/delete/${id}/`);
}

export function useDeleteFeatureName() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteFeatureName, onSuccess: () => queryClient.invalidateQueries({ queryKey: featureKeys.names }) });
}
