import { billingOperations, type BillingCreateBody } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';

export function createBilling(input: BillingCreateBody) {
  return callOperation(billingOperations.create, { body: input });
}

export function useCreateBilling(contractId: number) {
  return useInvalidatingMutation(createBilling, [contractKeys.one(contractId)]);
}
