import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from './keys';

/** `GET contracts/completed/{year}`: the completed contracts of a year. */
export function getCompletedContracts(year: number) {
  return callOperation(contractOperations.completed, { params: { year } });
}

export const getCompletedContractsQueryOptions = (year: number) =>
  queryOptions({ queryKey: contractKeys.list('completed', year), queryFn: () => getCompletedContracts(year) });

export function useCompletedContracts(year: number | null) {
  return useQuery({ ...getCompletedContractsQueryOptions(year ?? 0), enabled: year !== null });
}
