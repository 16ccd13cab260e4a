import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhysicalSchedule } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { contractKeys } from '../../contracts/api/keys';

export interface PhysicalScheduleCreateBody {
  contract_id: number;
  date_effective: string;
  accomplishment: number;
}

export function createPhysicalSchedule(body: PhysicalScheduleCreateBody): Promise<PhysicalSchedule> {
  return api.post<PhysicalSchedule>('physical-schedules/create/', body);
}

export function useCreatePhysicalSchedule(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPhysicalSchedule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
