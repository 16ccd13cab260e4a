import { useQuery } from '@tanstack/react-query';
import { billingOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { billingKeys } from './keys';

/** `GET financial-accomplishments/contract/{contractId}`. */
export const billingsQueryOptions = (contractId: number) =>
  operationQueryOptions(billingKeys.ofContract(contractId), billingOperations.list, { params: { contractId } }, { expectedStatuses: [404] });

export function useBillings(contractId: number) {
  return useQuery(billingsQueryOptions(contractId));
}
