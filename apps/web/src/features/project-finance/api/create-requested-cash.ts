import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectFinanceOperations, type RequestedCashCreateBody } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { projectFinanceKeys } from './keys';

/** The server writes 'Add requested cash Php …' itself (spec 2 §7). */
export function createRequestedCash(input: RequestedCashCreateBody) {
  return callOperation(projectFinanceOperations.createRequestedCash, { body: input });
}

export function useCreateRequestedCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequestedCash,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectFinanceKeys.all }),
  });
}
