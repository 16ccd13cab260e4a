import { projectFinanceOperations, type ProjectExpenditureUpdateBody } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { useInvalidatingMutation } from '../../../lib/operation-queries';
import { projectFinanceKeys } from './keys';

export interface UpdateProjectExpenditureVariables {
  id: number;
  input: ProjectExpenditureUpdateBody;
}

export function updateProjectExpenditure({ id, input }: UpdateProjectExpenditureVariables) {
  return callOperation(projectFinanceOperations.updateProjectExpenditure, { params: { id }, body: input });
}

export function useUpdateProjectExpenditure() {
  return useInvalidatingMutation(updateProjectExpenditure, [projectFinanceKeys.all]);
}
