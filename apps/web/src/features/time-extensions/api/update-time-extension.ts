import { useMutation, useQueryClient } from '@tanstack/react-query';
import { timeExtensionOperations, type TimeExtensionUpdateBody } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from '../../contracts/api/keys';

export function updateTimeExtension({ id, input }: { id: number; input: TimeExtensionUpdateBody }) {
  return callOperation(timeExtensionOperations.update, { params: { id }, body: input });
}

export function useUpdateTimeExtension(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeExtension,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
