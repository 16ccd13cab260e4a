import { useQuery } from '@tanstack/react-query';
import { userAccountOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { userKeys } from './keys';

export const userQueryOptions = (id: number) => operationQueryOptions(userKeys.detail(id), userAccountOperations.one, { params: { userId: id } });

export function useUser(id: number | null) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
