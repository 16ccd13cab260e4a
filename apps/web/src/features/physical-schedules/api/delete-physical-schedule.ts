import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractKeys } from '../../contracts/api/keys';

export function deletePhysicalSchedule(id: number): Promise<void> {
  return api.delete(`physical-schedules/delete/${id}`);
}

export function useDeletePhysicalSchedule(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhysicalSchedule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
