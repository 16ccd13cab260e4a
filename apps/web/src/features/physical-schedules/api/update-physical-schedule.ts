import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhysicalSchedule } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { contractKeys } from '../../contracts/api/keys';

export function updatePhysicalSchedule({ id, as_of_date, accomplishment }: { id: number; as_of_date: string; accomplishment: number }) {
  return api.put<PhysicalSchedule>(`physical-schedules/update/${id}/`, { as_of_date, accomplishment });
}

export function useUpdatePhysicalSchedule(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhysicalSchedule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
