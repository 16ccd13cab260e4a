import { projectFinanceOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { projectFinanceKeys } from './keys';

export function deleteExpenditureSource(id: number) {
  return callOperation(projectFinanceOperations.deleteExpenditureSource, { params: { id } });
}

export function useDeleteExpenditureSource() {
  return useInvalidatingMutation(deleteExpenditureSource, [projectFinanceKeys.all]);
}
