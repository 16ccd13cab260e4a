import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectFinanceOperations, type ProjectExpenditureCreateBody } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { projectFinanceKeys } from './keys';

export function createProjectExpenditure(input: ProjectExpenditureCreateBody) {
  return callOperation(projectFinanceOperations.createProjectExpenditure, { body: input });
}

/** Invalidates every finance query: the source's balance changes with the expenditure. */
export function useCreateProjectExpenditure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProjectExpenditure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectFinanceKeys.all }),
  });
}
