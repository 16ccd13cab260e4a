import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeExtensionCreateBody, TimeExtensionItem } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { contractKeys } from '../../contracts/api/keys';

export function createTimeExtension(input: TimeExtensionCreateBody): Promise<TimeExtensionItem> {
  return api.post<TimeExtensionItem>('approved-time-extensions/create/', input);
}

export function useCreateTimeExtension(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTimeExtension,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
