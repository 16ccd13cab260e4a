import { useQuery } from '@tanstack/react-query';
import { fundSourceOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { lookupKeys } from './keys';

export const fundSourcesQueryOptions = () => operationQueryOptions(lookupKeys.fundSources, fundSourceOperations.list);

export function useFundSources() {
  return useQuery(fundSourcesQueryOptions());
}
