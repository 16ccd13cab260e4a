import { useMutation, useQueryClient } from '@tanstack/react-query';
import { systemOperations, type SystemInput } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { lookupKeys } from './keys';

export function updateSystem({ id, input }: { id: number; input: SystemInput }) {
  return callOperation(systemOperations.update, { params: { id }, body: input });
}

export function useUpdateSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSystem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lookupKeys.systems }),
  });
}
