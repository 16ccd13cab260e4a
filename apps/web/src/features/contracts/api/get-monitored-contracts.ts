import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from './keys';

/** `GET contracts/monitored/{year}/{userId}`: the contracts a user is in charge of in a year. */
export function getMonitoredContracts(year: number, userId: number) {
  return callOperation(contractOperations.monitored, { params: { year, userId } });
}

export const getMonitoredContractsQueryOptions = (year: number, userId: number) =>
  queryOptions({ queryKey: contractKeys.list('monitored', year, userId), queryFn: () => getMonitoredContracts(year, userId) });

export function useMonitoredContracts(year: number | null, userId: number | null) {
  return useQuery({ ...getMonitoredContractsQueryOptions(year ?? 0, userId ?? 0), enabled: year !== null && userId !== null });
}
