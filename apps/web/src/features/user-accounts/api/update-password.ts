import { useMutation } from '@tanstack/react-query';
import type { UpdatePasswordInput } from '@subaybay/domain';
import { api } from '../../../lib/api-client';

/** The server logs the activity in the same transaction as the change; nothing is logged here. */
export function updatePassword(input: UpdatePasswordInput): Promise<unknown> {
  return api.put('user-accounts/update-password/', input);
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: updatePassword,
  });
}
