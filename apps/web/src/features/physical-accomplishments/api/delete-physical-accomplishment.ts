import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractKeys } from '../../contracts/api/keys';

export function deletePhysicalAccomplishment(id: number): Promise<void> {
  return api.delete(`physical-accomplishments/delete/${id}`);
}

export function useDeletePhysicalAccomplishment(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhysicalAccomplishment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
