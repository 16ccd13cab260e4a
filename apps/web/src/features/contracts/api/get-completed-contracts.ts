import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractListRow } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { contractKeys } from './keys';

/** `GET contracts/completed/{year}`: the completed contracts of a year. */
export function getCompletedContracts(year: number): Promise<ContractListRow[]> {
  return api.get<ContractListRow[]>(`contracts/completed/${year}`);
}

export const getCompletedContractsQueryOptions = (year: number) =>
  queryOptions({ queryKey: contractKeys.list('completed', year), queryFn: () => getCompletedContracts(year) });

export function useCompletedContracts(year: number | null) {
  return useQuery({ ...getCompletedContractsQueryOptions(year ?? 0), enabled: year !== null });
}
