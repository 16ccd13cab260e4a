import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expenditureSourceNameOperations, type ExpenditureSourceNameInput } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { expenditureSourceNameKeys } from './keys';

/** The server records 'Create expenditure source name: …' itself; nothing is logged here. */
export function createExpenditureSourceName(input: ExpenditureSourceNameInput) {
  return callOperation(expenditureSourceNameOperations.create, { body: input });
}

export function useCreateExpenditureSourceName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExpenditureSourceName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expenditureSourceNameKeys.all }),
  });
}
