import { queryOptions, useQuery } from '@tanstack/react-query';
import { userAccountOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { userKeys } from './keys';

export function getUser(id: number) {
  return callOperation(userAccountOperations.one, { params: { userId: id } });
}

export const userQueryOptions = (id: number) => queryOptions({ queryKey: userKeys.detail(id), queryFn: () => getUser(id) });

export function useUser(id: number | null) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
