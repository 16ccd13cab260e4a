import { useMutation } from '@tanstack/react-query';
import { userAccountOperations, type UpdatePasswordInput } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { updateSession } from '../../../lib/session';

/**
 * The server logs the activity in the same transaction as the change. The change
 * ends every session of the user, this one included, and answers a new token
 * pair: keep it, so this tab stays signed in while other devices are signed out.
 */
export async function updatePassword(input: UpdatePasswordInput) {
  const answer = await callOperation(userAccountOperations.updatePassword, { body: input });
  updateSession({ access: answer.access, refresh: answer.refresh, refreshTime: Date.now() });
  return answer;
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: updatePassword,
  });
}
