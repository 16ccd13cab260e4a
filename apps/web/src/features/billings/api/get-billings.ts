import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingItem } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { billingKeys } from './keys';

/** `GET financial-accomplishments/contract/{contractId}`. */
export function getBillings(contractId: number): Promise<BillingItem[]> {
  return api.get<BillingItem[]>(`financial-accomplishments/contract/${contractId}`, { expectedStatuses: [404] });
}

export const billingsQueryOptions = (contractId: number) =>
  queryOptions({ queryKey: billingKeys.ofContract(contractId), queryFn: () => getBillings(contractId) });

export function useBillings(contractId: number) {
  return useQuery(billingsQueryOptions(contractId));
}
