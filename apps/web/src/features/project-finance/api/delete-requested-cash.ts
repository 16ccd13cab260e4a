import { projectFinanceOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { projectFinanceKeys } from './keys';

export function deleteRequestedCash(id: number) {
  return callOperation(projectFinanceOperations.deleteRequestedCash, { params: { id } });
}

export function useDeleteRequestedCash() {
  return useInvalidatingMutation(deleteRequestedCash, [projectFinanceKeys.all]);
}
