import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from './keys';

/** `GET contracts/year/{year}`: the contracts of an implementation year. */
export function getContractsOfYear(year: number) {
  return callOperation(contractOperations.ofYear, { params: { year } });
}

export const getContractsOfYearQueryOptions = (year: number) =>
  queryOptions({ queryKey: contractKeys.list('year', year), queryFn: () => getContractsOfYear(year) });

export function useContractsOfYear(year: number | null) {
  return useQuery({ ...getContractsOfYearQueryOptions(year ?? 0), enabled: year !== null });
}
