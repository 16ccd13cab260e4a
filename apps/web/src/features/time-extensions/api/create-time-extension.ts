import { useMutation, useQueryClient } from '@tanstack/react-query';
import { timeExtensionOperations, type TimeExtensionCreateBody } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from '../../contracts/api/keys';

export function createTimeExtension(input: TimeExtensionCreateBody) {
  return callOperation(timeExtensionOperations.create, { body: input });
}

export function useCreateTimeExtension(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTimeExtension,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) }),
  });
}
