import { useQuery } from '@tanstack/react-query';
import { contractOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { contractKeys } from './keys';

/** `GET contracts/completed/{year}`: the completed contracts of a year. */
export const getCompletedContractsQueryOptions = (year: number) =>
  operationQueryOptions(contractKeys.list('completed', year), contractOperations.completed, { params: { year } });

export function useCompletedContracts(year: number | null) {
  return useQuery({ ...getCompletedContractsQueryOptions(year ?? 0), enabled: year !== null });
}
