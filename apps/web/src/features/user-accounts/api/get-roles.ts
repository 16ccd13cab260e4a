import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

export function getRoles(): Promise<Role[]> {
  return api.get<Role[]>('roles/');
}

export const rolesQueryOptions = () => queryOptions({ queryKey: userKeys.roles(), queryFn: getRoles, staleTime: 60 * 60_000 });

export function useRoles(options: { enabled?: boolean } = {}) {
  return useQuery({ ...rolesQueryOptions(), enabled: options.enabled ?? true });
}
