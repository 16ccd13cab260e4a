import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

export function getUsers(): Promise<User[]> {
  return api.get<User[]>('user-accounts/');
}

export const usersQueryOptions = () => queryOptions({ queryKey: userKeys.list(), queryFn: getUsers });

export function useUsers(options: { enabled?: boolean } = {}) {
  return useQuery({ ...usersQueryOptions(), enabled: options.enabled ?? true });
}
