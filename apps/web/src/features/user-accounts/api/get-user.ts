import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

export function getUser(id: number): Promise<User> {
  return api.get<User>(`user-accounts/${id}`);
}

export const userQueryOptions = (id: number) => queryOptions({ queryKey: userKeys.detail(id), queryFn: () => getUser(id) });

export function useUser(id: number | null) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
