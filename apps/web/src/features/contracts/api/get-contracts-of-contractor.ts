import { useQuery } from '@tanstack/react-query';
import { contractOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { contractKeys } from './keys';

/** `GET contracts/year/{year}/contractor/{name}`: one contractor's contracts of a year. */
export const getContractsOfContractorQueryOptions = (year: number, name: string) =>
  operationQueryOptions(contractKeys.list('contractor', year, name), contractOperations.ofContractor, { params: { year, name } });

export function useContractsOfContractor(year: number | null, name: string) {
  return useQuery({ ...getContractsOfContractorQueryOptions(year ?? 0, name), enabled: year !== null && name !== '' });
}
