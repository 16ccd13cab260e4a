import { projectFinanceOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { projectFinanceKeys } from './keys';

export function deleteProjectExpenditure(id: number) {
  return callOperation(projectFinanceOperations.deleteProjectExpenditure, { params: { id } });
}

export function useDeleteProjectExpenditure() {
  return useInvalidatingMutation(deleteProjectExpenditure, [projectFinanceKeys.all]);
}
