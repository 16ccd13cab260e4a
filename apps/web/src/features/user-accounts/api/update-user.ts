import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userAccountOperations, type UpdateUserInput } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { getSession, updateSession } from '../../../lib/session';
import { userKeys } from './keys';

/**
 * The password goes only when filled (spec 1 §5). The server logs the
 * activity in the same transaction as the change; nothing is logged here.
 */
export function updateUser(input: UpdateUserInput) {
  const { password, ...rest } = input;
  return callOperation(userAccountOperations.update, { body: password ? { ...rest, password } : rest });
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
