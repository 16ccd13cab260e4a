import { queryOptions, useQuery } from '@tanstack/react-query';
import type { System } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { lookupKeys } from './keys';

export function getSystems(): Promise<System[]> {
  return api.get<System[]>('systems/');
}

export const systemsQueryOptions = () => queryOptions({ queryKey: lookupKeys.systems, queryFn: getSystems });

export function useSystems() {
  return useQuery(systemsQueryOptions());
}
