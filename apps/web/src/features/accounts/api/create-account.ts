import { useMutation } from '@tanstack/react-query';
import type { CreateAccountInput } from '@subaybay/domain';
import { api } from '../../../lib/api-client';

/** Registration: no token (spec 1 §7). */
export function createAccount(input: CreateAccountInput): Promise<unknown> {
  return api.post('accounts/create/', input, { auth: false });
}

export function useCreateAccount() {
  return useMutation({ mutationFn: createAccount });
}
