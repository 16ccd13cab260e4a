import { useQuery } from '@tanstack/react-query';
import { contractOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { contractKeys } from './keys';

/** `GET contracts/ongoing/{year}`: the ongoing contracts of a year. */
export const getOngoingContractsQueryOptions = (year: number) =>
  operationQueryOptions(contractKeys.list('ongoing', year), contractOperations.ongoing, { params: { year } });

export function useOngoingContracts(year: number | null) {
  return useQuery({ ...getOngoingContractsQueryOptions(year ?? 0), enabled: year !== null });
}
