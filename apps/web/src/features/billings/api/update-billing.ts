import { billingOperations, type BillingUpdateBody } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';

export function updateBilling({ id, input }: { id: number; input: BillingUpdateBody }) {
  return callOperation(billingOperations.update, { params: { id }, body: input });
}

export function useUpdateBilling(contractId: number) {
  return useInvalidatingMutation(updateBilling, [contractKeys.one(contractId)]);
}
