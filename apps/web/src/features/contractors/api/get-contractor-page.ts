import { queryOptions, useQuery } from '@tanstack/react-query';
import { todayInManila, type ContractorPage } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { contractorKeys } from './keys';

/** `GET contractors/{id}?as_of={today}` (spec 3 §7): the contractor with its contracts' figures as of today in Manila. */
export function getContractorPage(id: number, asOf: string): Promise<ContractorPage> {
  return api.get<ContractorPage>(`contractors/${id}?as_of=${encodeURIComponent(asOf)}`, { expectedStatuses: [404] });
}

export const getContractorPageQueryOptions = (id: number, asOf: string = todayInManila(new Date())) =>
  queryOptions({ queryKey: contractorKeys.page(id, asOf), queryFn: () => getContractorPage(id, asOf) });

export function useContractorPage(id: number) {
  return useQuery(getContractorPageQueryOptions(id));
}
