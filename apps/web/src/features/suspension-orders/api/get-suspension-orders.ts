import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuspensionOrder } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { contractKeys } from '../../contracts/api/keys';

/** Under `contractKeys.one(id)`: any write to the contract's records refreshes it. */
export const suspensionOrderKeys = {
  list: (contractId: number) => [...contractKeys.one(contractId), 'suspension-orders'] as const,
};

/** Each suspension order with its resume order or null. */
export function getSuspensionOrders(contractId: number): Promise<SuspensionOrder[]> {
  return api.get<SuspensionOrder[]>(`suspension-orders/contract/${contractId}`, { expectedStatuses: [404] });
}

export const suspensionOrdersQueryOptions = (contractId: number) =>
  queryOptions({ queryKey: suspensionOrderKeys.list(contractId), queryFn: () => getSuspensionOrders(contractId) });

export function useSuspensionOrders(contractId: number) {
  return useQuery(suspensionOrdersQueryOptions(contractId));
}
