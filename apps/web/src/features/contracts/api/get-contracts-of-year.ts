import { useQuery } from '@tanstack/react-query';
import { contractOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { contractKeys } from './keys';

/** `GET contracts/year/{year}`: the contracts of an implementation year. */
export const getContractsOfYearQueryOptions = (year: number) =>
  operationQueryOptions(contractKeys.list('year', year), contractOperations.ofYear, { params: { year } });

export function useContractsOfYear(year: number | null) {
  return useQuery({ ...getContractsOfYearQueryOptions(year ?? 0), enabled: year !== null });
}
