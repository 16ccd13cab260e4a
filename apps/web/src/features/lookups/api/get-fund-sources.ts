import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FundSource } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { lookupKeys } from './keys';

export function getFundSources(): Promise<FundSource[]> {
  return api.get<FundSource[]>('fund-sources/');
}

export const fundSourcesQueryOptions = () => queryOptions({ queryKey: lookupKeys.fundSources, queryFn: getFundSources });

export function useFundSources() {
  return useQuery(fundSourcesQueryOptions());
}
