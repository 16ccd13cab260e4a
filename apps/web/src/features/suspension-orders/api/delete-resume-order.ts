import { suspensionOrderOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';

export function deleteResumeOrder(id: number) {
  return callOperation(suspensionOrderOperations.deleteResume, { params: { id } });
}

export function useDeleteResumeOrder(contractId: number) {
  return useInvalidatingMutation(deleteResumeOrder, [contractKeys.one(contractId)]);
}
