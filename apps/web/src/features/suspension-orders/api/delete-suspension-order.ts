import { suspensionOrderOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';

/** Its resume order goes with it. */
export function deleteSuspensionOrder(id: number) {
  return callOperation(suspensionOrderOperations.delete, { params: { id } });
}

export function useDeleteSuspensionOrder(contractId: number) {
  return useInvalidatingMutation(deleteSuspensionOrder, [contractKeys.one(contractId)]);
}
