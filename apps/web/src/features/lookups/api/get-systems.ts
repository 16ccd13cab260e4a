import { useQuery } from '@tanstack/react-query';
import { systemOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { lookupKeys } from './keys';

export const systemsQueryOptions = () => operationQueryOptions(lookupKeys.systems, systemOperations.list);

export function useSystems() {
  return useQuery(systemsQueryOptions());
}
