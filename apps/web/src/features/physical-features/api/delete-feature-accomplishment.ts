import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractKeys } from '../../contracts/api/keys';

export function deleteFeatureAccomplishment(id: number): Promise<void> {
  return api.delete(`physical-features/features/delete/${id}/`);
}

export function useDeleteFeatureAccomplishment(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeatureAccomplishment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
