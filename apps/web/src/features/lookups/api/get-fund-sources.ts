import { queryOptions, useQuery } from '@tanstack/react-query';
import { fundSourceOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { lookupKeys } from './keys';

export function getFundSources() {
  return callOperation(fundSourceOperations.list);
}

export const fundSourcesQueryOptions = () => queryOptions({ queryKey: lookupKeys.fundSources, queryFn: getFundSources });

export function useFundSources() {
  return useQuery(fundSourcesQueryOptions());
}
