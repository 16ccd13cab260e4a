import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractListRow } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { contractKeys } from './keys';

/** `GET contracts/ongoing/{year}`: the ongoing contracts of a year. */
export function getOngoingContracts(year: number): Promise<ContractListRow[]> {
  return api.get<ContractListRow[]>(`contracts/ongoing/${year}`);
}

export const getOngoingContractsQueryOptions = (year: number) =>
  queryOptions({ queryKey: contractKeys.list('ongoing', year), queryFn: () => getOngoingContracts(year) });

export function useOngoingContracts(year: number | null) {
  return useQuery({ ...getOngoingContractsQueryOptions(year ?? 0), enabled: year !== null });
}
