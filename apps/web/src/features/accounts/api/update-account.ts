import { accountOperations, type UpdateAccountInput } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { accountKeys } from './keys';

export function updateAccount(input: UpdateAccountInput) {
  return callOperation(accountOperations.update, { body: input });
}

export function useUpdateAccount() {
  return useInvalidatingMutation(updateAccount, [accountKeys.details()]);
}
