import { useQuery } from '@tanstack/react-query';
import { userAccountOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { userKeys } from './keys';

export const usersQueryOptions = () => operationQueryOptions(userKeys.list(), userAccountOperations.list);

export function useUsers(options: { enabled?: boolean } = {}) {
  return useQuery({ ...usersQueryOptions(), enabled: options.enabled ?? true });
}
