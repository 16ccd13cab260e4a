import { useQuery } from '@tanstack/react-query';
import { contractOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { contractKeys } from './keys';

/** `GET contracts/monitored/{year}/{userId}`: the contracts a user is in charge of in a year. */
export const getMonitoredContractsQueryOptions = (year: number, userId: number) =>
  operationQueryOptions(contractKeys.list('monitored', year, userId), contractOperations.monitored, { params: { year, userId } });

export function useMonitoredContracts(year: number | null, userId: number | null) {
  return useQuery({ ...getMonitoredContractsQueryOptions(year ?? 0, userId ?? 0), enabled: year !== null && userId !== null });
}
