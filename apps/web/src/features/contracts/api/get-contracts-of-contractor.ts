import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from './keys';

/** `GET contracts/year/{year}/contractor/{name}`: one contractor's contracts of a year. */
export function getContractsOfContractor(year: number, name: string) {
  return callOperation(contractOperations.ofContractor, { params: { year, name } });
}

export const getContractsOfContractorQueryOptions = (year: number, name: string) =>
  queryOptions({ queryKey: contractKeys.list('contractor', year, name), queryFn: () => getContractsOfContractor(year, name) });

export function useContractsOfContractor(year: number | null, name: string) {
  return useQuery({ ...getContractsOfContractorQueryOptions(year ?? 0, name), enabled: year !== null && name !== '' });
}
