import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from './keys';

/** `GET contracts/ongoing/{year}`: the ongoing contracts of a year. */
export function getOngoingContracts(year: number) {
  return callOperation(contractOperations.ongoing, { params: { year } });
}

export const getOngoingContractsQueryOptions = (year: number) =>
  queryOptions({ queryKey: contractKeys.list('ongoing', year), queryFn: () => getOngoingContracts(year) });

export function useOngoingContracts(year: number | null) {
  return useQuery({ ...getOngoingContractsQueryOptions(year ?? 0), enabled: year !== null });
}
