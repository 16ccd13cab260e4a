import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { billingKeys } from './keys';

/** `GET financial-accomplishments/contract/{contractId}`. */
export function getBillings(contractId: number) {
  return callOperation(billingOperations.list, { params: { contractId } }, { expectedStatuses: [404] });
}

export const billingsQueryOptions = (contractId: number) =>
  queryOptions({ queryKey: billingKeys.ofContract(contractId), queryFn: () => getBillings(contractId) });

export function useBillings(contractId: number) {
  return useQuery(billingsQueryOptions(contractId));
}
