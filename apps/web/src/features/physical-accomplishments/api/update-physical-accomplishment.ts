import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhysicalAccomplishment } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { contractKeys } from '../../contracts/api/keys';

/** Without `as_of_date` the node keeps its date. */
export function updatePhysicalAccomplishment({ id, ...body }: { id: number; accomplishment: number; as_of_date?: string }) {
  return api.put<PhysicalAccomplishment>(`physical-accomplishments/update/${id}/`, body);
}

export function useUpdatePhysicalAccomplishment(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhysicalAccomplishment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
