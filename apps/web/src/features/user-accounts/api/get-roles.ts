import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { userKeys } from './keys';

export function getRoles() {
  return callOperation(roleOperations.list);
}

export const rolesQueryOptions = () => queryOptions({ queryKey: userKeys.roles(), queryFn: getRoles, staleTime: 60 * 60_000 });

export function useRoles(options: { enabled?: boolean } = {}) {
  return useQuery({ ...rolesQueryOptions(), enabled: options.enabled ?? true });
}
