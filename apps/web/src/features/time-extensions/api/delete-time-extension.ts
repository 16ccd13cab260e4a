import { timeExtensionOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { contractKeys } from '../../contracts/api/keys';

export function deleteTimeExtension(id: number) {
  return callOperation(timeExtensionOperations.delete, { params: { id } });
}

export function useDeleteTimeExtension(contractId: number) {
  return useInvalidatingMutation(deleteTimeExtension, [contractKeys.one(contractId)]);
}
