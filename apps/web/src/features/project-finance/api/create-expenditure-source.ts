import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectFinanceOperations, type ExpenditureSourceCreateBody } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { projectFinanceKeys } from './keys';

/** The server writes the activity line itself. */
export function createExpenditureSource(input: ExpenditureSourceCreateBody) {
  return callOperation(projectFinanceOperations.createExpenditureSource, { body: input });
}

export function useCreateExpenditureSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExpenditureSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectFinanceKeys.all }),
  });
}
