import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { userKeys } from './keys';

export const rolesQueryOptions = () => queryOptions({ ...operationQueryOptions(userKeys.roles(), roleOperations.list), staleTime: 60 * 60_000 });

export function useRoles(options: { enabled?: boolean } = {}) {
  return useQuery({ ...rolesQueryOptions(), enabled: options.enabled ?? true });
}
