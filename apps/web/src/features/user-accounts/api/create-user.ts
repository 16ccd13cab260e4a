import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserInput, User } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

/** The server logs the activity in the same transaction as the change; nothing is logged here. */
export function createUser(input: CreateUserInput): Promise<User> {
  return api.post<User>('user-accounts/create/', input);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.list() }),
  });
}
