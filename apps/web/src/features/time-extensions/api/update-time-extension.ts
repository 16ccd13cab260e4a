import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeExtensionItem, TimeExtensionUpdateBody } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { contractKeys } from '../../contracts/api/keys';

export function updateTimeExtension({ id, input }: { id: number; input: TimeExtensionUpdateBody }): Promise<TimeExtensionItem> {
  return api.put<TimeExtensionItem>(`approved-time-extensions/update/${id}/`, input);
}

export function useUpdateTimeExtension(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeExtension,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
