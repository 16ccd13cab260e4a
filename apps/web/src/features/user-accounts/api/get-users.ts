import { queryOptions, useQuery } from '@tanstack/react-query';
import { userAccountOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { userKeys } from './keys';

export function getUsers() {
  return callOperation(userAccountOperations.list);
}

export const usersQueryOptions = () => queryOptions({ queryKey: userKeys.list(), queryFn: getUsers });

export function useUsers(options: { enabled?: boolean } = {}) {
  return useQuery({ ...usersQueryOptions(), enabled: options.enabled ?? true });
}
