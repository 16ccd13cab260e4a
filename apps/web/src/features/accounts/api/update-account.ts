import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountOperations, type UpdateAccountInput } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { accountKeys } from './keys';

export function updateAccount(input: UpdateAccountInput) {
  return callOperation(accountOperations.update, { body: input });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.details() }),
  });
}
