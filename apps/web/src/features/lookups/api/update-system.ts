import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { System, SystemInput } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { lookupKeys } from './keys';

export function updateSystem({ id, input }: { id: number; input: SystemInput }): Promise<System> {
  return api.put<System>(`systems/update/${id}/`, input);
}

export function useUpdateSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSystem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lookupKeys.systems }),
  });
}
