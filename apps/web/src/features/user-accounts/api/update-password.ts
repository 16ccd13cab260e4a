import { useMutation } from '@tanstack/react-query';
import type { PasswordUpdated, UpdatePasswordInput } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { updateSession } from '../../../lib/session';

/**
 * The server logs the activity in the same transaction as the change. The change
 * ends every session of the user, this one included, and answers a new token
 * pair: keep it, so this tab stays signed in while other devices are signed out.
 */
export async function updatePassword(input: UpdatePasswordInput): Promise<PasswordUpdated> {
  const answer = await api.put<PasswordUpdated>('user-accounts/update-password/', input);
  updateSession({ access: answer.access, refresh: answer.refresh, refreshTime: Date.now() });
  return answer;
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: updatePassword,
  });
}
