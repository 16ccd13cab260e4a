import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserInput, User } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { createActivityLog } from '../../activities/api/create-activity-log';
import { userKeys } from './keys';

export function createUser(input: CreateUserInput): Promise<User> {
  return api.post<User>('user-accounts/create/', input);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: async (user, input) => {
      await queryClient.invalidateQueries({ queryKey: userKeys.list() });
      void createActivityLog(`User account created: ${user?.username ?? input.username}`);
    },
  });
}
