import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fundSourceOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { lookupKeys } from './keys';

/** A fund source a project uses answers 400 with the server's sentence, which the client toasts. */
export function deleteFundSource(id: number) {
  return callOperation(fundSourceOperations.delete, { params: { id } });
}

export function useDeleteFundSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFundSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lookupKeys.fundSources }),
  });
}
