import { useQuery } from '@tanstack/react-query';
import { suspensionOrderOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';

/** Under `contractKeys.one(id)`: any write to the contract's records refreshes it. */
export const suspensionOrderKeys = {
  list: (contractId: number) => [...contractKeys.one(contractId), 'suspension-orders'] as const,
};

/** Each suspension order with its resume order or null. */
export const suspensionOrdersQueryOptions = (contractId: number) =>
  operationQueryOptions(suspensionOrderKeys.list(contractId), suspensionOrderOperations.list, { params: { contractId } }, { expectedStatuses: [404] });

export function useSuspensionOrders(contractId: number) {
  return useQuery(suspensionOrdersQueryOptions(contractId));
}
