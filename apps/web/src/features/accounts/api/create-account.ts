import { useMutation } from '@tanstack/react-query';
import { accountOperations, type CreateAccountInput } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';

/** Registration: no token (spec 1 §7). */
export function createAccount(input: CreateAccountInput) {
  return callOperation(accountOperations.create, { body: input }, { auth: false });
}

export function useCreateAccount() {
  return useMutation({ mutationFn: createAccount });
}
