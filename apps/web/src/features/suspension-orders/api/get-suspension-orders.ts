import { queryOptions, useQuery } from '@tanstack/react-query';
import { suspensionOrderOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { contractKeys } from '../../contracts/api/keys';

/** Under `contractKeys.one(id)`: any write to the contract's records refreshes it. */
export const suspensionOrderKeys = {
  list: (contractId: number) => [...contractKeys.one(contractId), 'suspension-orders'] as const,
};

/** Each suspension order with its resume order or null. */
export function getSuspensionOrders(contractId: number) {
  return callOperation(suspensionOrderOperations.list, { params: { contractId } }, { expectedStatuses: [404] });
}

export const suspensionOrdersQueryOptions = (contractId: number) =>
  queryOptions({ queryKey: suspensionOrderKeys.list(contractId), queryFn: () => getSuspensionOrders(contractId) });

export function useSuspensionOrders(contractId: number) {
  return useQuery(suspensionOrdersQueryOptions(contractId));
}
