import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, UpdateAccountInput } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

export function updateAccount(input: UpdateAccountInput): Promise<Account> {
  return api.put<Account>('accounts/update/', input);
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.details() }),
  });
}
