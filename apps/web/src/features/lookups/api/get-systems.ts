import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { lookupKeys } from './keys';

export function getSystems() {
  return callOperation(systemOperations.list);
}

export const systemsQueryOptions = () => queryOptions({ queryKey: lookupKeys.systems, queryFn: getSystems });

export function useSystems() {
  return useQuery(systemsQueryOptions());
}
