import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractListRow } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { contractKeys } from './keys';

/** `GET contracts/year/{year}`: the contracts of an implementation year. */
export function getContractsOfYear(year: number): Promise<ContractListRow[]> {
  return api.get<ContractListRow[]>(`contracts/year/${year}`);
}

export const getContractsOfYearQueryOptions = (year: number) =>
  queryOptions({ queryKey: contractKeys.list('year', year), queryFn: () => getContractsOfYear(year) });

export function useContractsOfYear(year: number | null) {
  return useQuery({ ...getContractsOfYearQueryOptions(year ?? 0), enabled: year !== null });
}
