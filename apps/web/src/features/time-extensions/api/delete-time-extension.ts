import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractKeys } from '../../contracts/api/keys';

export function deleteTimeExtension(id: number): Promise<void> {
  return api.delete(`approved-time-extensions/delete/${id}/`);
}

export function useDeleteTimeExtension(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTimeExtension,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
