import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lookupKeys } from './keys';

/** A fund source a project uses answers 400 with the server's sentence, which the client toasts. */
export function deleteFundSource(id: number): Promise<void> {
  return api.delete<void>(`fund-sources/delete/${id}/`);
}

export function useDeleteFundSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFundSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lookupKeys.fundSources }),
  });
}
