import { billingOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';

export function deleteBilling(id: number) {
  return callOperation(billingOperations.delete, { params: { id } });
}

export function useDeleteBilling(contractId: number) {
  return useInvalidatingMutation(deleteBilling, [contractKeys.one(contractId)]);
}
