import { queryOptions, useQuery } from '@tanstack/react-query';
import { variationOrderOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { variationOrderKeys } from './keys';

/** `GET variation-orders/contract/{contractId}`. */
export function getVariationOrders(contractId: number) {
  return callOperation(variationOrderOperations.list, { params: { contractId } }, { expectedStatuses: [404] });
}

export const variationOrdersQueryOptions = (contractId: number) =>
  queryOptions({ queryKey: variationOrderKeys.ofContract(contractId), queryFn: () => getVariationOrders(contractId) });

export function useVariationOrders(contractId: number) {
  return useQuery(variationOrdersQueryOptions(contractId));
}
