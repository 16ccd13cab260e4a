import { useMutation } from '@tanstack/react-query';
import type { UpdatePasswordInput } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { createActivityLog } from '../../activities/api/create-activity-log';

export function updatePassword(input: UpdatePasswordInput): Promise<unknown> {
  return api.put('user-accounts/update-password/', input);
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: () => void createActivityLog('Changed password.'),
  });
}
