import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestedCash, RequestedCashCreateBody } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { financeKeys } from './keys';

/** The server writes 'Add requested cash Php …' itself (spec 2 §7). */
export function createRequestedCash(input: RequestedCashCreateBody): Promise<RequestedCash> {
  return api.post<RequestedCash>('requested-cash/create/', input);
}

export function useCreateRequestedCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequestedCash,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
