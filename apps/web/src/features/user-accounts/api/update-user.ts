import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserInput, User } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { getSession, updateSession } from '../../../lib/session';
import { userKeys } from './keys';

/**
 * The password goes only when filled (spec 1 §5). The server logs the
 * activity in the same transaction as the change; nothing is logged here.
 */
export function updateUser(input: UpdateUserInput): Promise<User> {
  const { password, ...rest } = input;
  return api.put<User>('user-accounts/update/', password ? { ...rest, password } : rest);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async (user, input) => {
      // Keep the menu (Settings, roles) in step when people edit themselves.
      if (user && getSession()?.userId === input.id) updateSession({ user });
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
