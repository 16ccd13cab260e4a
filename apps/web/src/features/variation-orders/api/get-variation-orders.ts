import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VariationOrderItem } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { variationOrderKeys } from './keys';

/** `GET variation-orders/contract/{contractId}`. */
export function getVariationOrders(contractId: number): Promise<VariationOrderItem[]> {
  return api.get<VariationOrderItem[]>(`variation-orders/contract/${contractId}`, { expectedStatuses: [404] });
}

export const variationOrdersQueryOptions = (contractId: number) =>
  queryOptions({ queryKey: variationOrderKeys.ofContract(contractId), queryFn: () => getVariationOrders(contractId) });

export function useVariationOrders(contractId: number) {
  return useQuery(variationOrdersQueryOptions(contractId));
}
