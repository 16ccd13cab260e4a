import { useQuery } from '@tanstack/react-query';
import { contractorOperations, todayInManila } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { contractorKeys } from './keys';

/** `GET contractors/{id}/?as_of={today}` (spec 3 §7): the contractor with its contracts' figures as of today in Manila. */
export const getContractorPageQueryOptions = (id: number, asOf: string = todayInManila(new Date())) =>
  operationQueryOptions(contractorKeys.page(id, asOf), contractorOperations.page, { params: { id }, query: { as_of: asOf } }, { expectedStatuses: [404] });

export function useContractorPage(id: number) {
  return useQuery(getContractorPageQueryOptions(id));
}
