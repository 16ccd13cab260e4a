import { useQuery } from '@tanstack/react-query';
import { variationOrderOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { variationOrderKeys } from './keys';

/** `GET variation-orders/contract/{contractId}`. */
export const variationOrdersQueryOptions = (contractId: number) =>
  operationQueryOptions(variationOrderKeys.ofContract(contractId), variationOrderOperations.list, { params: { contractId } }, { expectedStatuses: [404] });

export function useVariationOrders(contractId: number) {
  return useQuery(variationOrdersQueryOptions(contractId));
}
