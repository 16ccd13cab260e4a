import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectFinanceOperations, type ProjectExpenditureUpdateBody } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { projectFinanceKeys } from './keys';

export interface UpdateProjectExpenditureVariables {
  id: number;
  input: ProjectExpenditureUpdateBody;
}

export function updateProjectExpenditure({ id, input }: UpdateProjectExpenditureVariables) {
  return callOperation(projectFinanceOperations.updateProjectExpenditure, { params: { id }, body: input });
}

export function useUpdateProjectExpenditure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProjectExpenditure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectFinanceKeys.all }),
  });
}
