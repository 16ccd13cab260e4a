import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userAccountOperations, type CreateUserInput } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { userKeys } from './keys';

/** The server logs the activity in the same transaction as the change; nothing is logged here. */
export function createUser(input: CreateUserInput) {
  return callOperation(userAccountOperations.create, { body: input });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.list() }),
  });
}
