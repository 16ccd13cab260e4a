import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractListRow } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { contractKeys } from './keys';

/** `GET contracts/monitored/{year}/{userId}`: the contracts a user is in charge of in a year. */
export function getMonitoredContracts(year: number, userId: number): Promise<ContractListRow[]> {
  return api.get<ContractListRow[]>(`contracts/monitored/${year}/${userId}`);
}

export const getMonitoredContractsQueryOptions = (year: number, userId: number) =>
  queryOptions({ queryKey: contractKeys.list('monitored', year, userId), queryFn: () => getMonitoredContracts(year, userId) });

export function useMonitoredContracts(year: number | null, userId: number | null) {
  return useQuery({ ...getMonitoredContractsQueryOptions(year ?? 0, userId ?? 0), enabled: year !== null && userId !== null });
}
