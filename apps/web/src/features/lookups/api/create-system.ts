import { useMutation, useQueryClient } from '@tanstack/react-query';
import { systemOperations, type SystemInput } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { lookupKeys } from './keys';

/** The server records 'Create system: …' itself; a 409 (duplicate name) toasts the server's detail centrally. */
export function createSystem(input: SystemInput) {
  return callOperation(systemOperations.create, { body: input });
}

export function useCreateSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSystem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lookupKeys.systems }),
  });
}
