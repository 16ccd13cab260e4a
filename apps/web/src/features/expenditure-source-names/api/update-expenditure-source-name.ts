import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expenditureSourceNameOperations, type ExpenditureSourceNameInput } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { expenditureSourceNameKeys } from './keys';

export interface UpdateExpenditureSourceNameVariables {
  id: number;
  input: ExpenditureSourceNameInput;
}

export function updateExpenditureSourceName({ id, input }: UpdateExpenditureSourceNameVariables) {
  return callOperation(expenditureSourceNameOperations.update, { params: { id }, body: input });
}

export function useUpdateExpenditureSourceName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExpenditureSourceName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expenditureSourceNameKeys.all }),
  });
}
