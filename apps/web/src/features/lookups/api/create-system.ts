import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { System, SystemInput } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { lookupKeys } from './keys';

/** The server records 'Create system: …' itself; a 409 (duplicate name) toasts the server's detail centrally. */
export function createSystem(input: SystemInput): Promise<System> {
  return api.post<System>('systems/create/', input);
}

export function useCreateSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSystem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lookupKeys.systems }),
  });
}
