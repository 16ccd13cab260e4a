import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractorOperations, todayInManila } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractorKeys } from './keys';

/** `GET contractors/{id}/?as_of={today}` (spec 3 §7): the contractor with its contracts' figures as of today in Manila. */
export function getContractorPage(id: number, asOf: string) {
  return callOperation(contractorOperations.page, { params: { id }, query: { as_of: asOf } }, { expectedStatuses: [404] });
}

export const getContractorPageQueryOptions = (id: number, asOf: string = todayInManila(new Date())) =>
  queryOptions({ queryKey: contractorKeys.page(id, asOf), queryFn: () => getContractorPage(id, asOf) });

export function useContractorPage(id: number) {
  return useQuery(getContractorPageQueryOptions(id));
}
