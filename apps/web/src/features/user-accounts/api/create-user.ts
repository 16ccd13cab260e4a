import { userAccountOperations, type CreateUserInput } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { userKeys } from './keys';

/** The server logs the activity in the same transaction as the change; nothing is logged here. */
export function createUser(input: CreateUserInput) {
  return callOperation(userAccountOperations.create, { body: input });
}

export function useCreateUser() {
  return useInvalidatingMutation(createUser, [userKeys.list()]);
}
