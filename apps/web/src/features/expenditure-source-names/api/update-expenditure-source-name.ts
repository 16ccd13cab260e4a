import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExpenditureSourceName, ExpenditureSourceNameInput } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { expenditureSourceNameKeys } from './keys';

export interface UpdateExpenditureSourceNameVariables {
  id: number;
  input: ExpenditureSourceNameInput;
}

export function updateExpenditureSourceName({ id, input }: UpdateExpenditureSourceNameVariables): Promise<ExpenditureSourceName> {
  return api.put<ExpenditureSourceName>(`expenditure-source-names/update/${id}/`, input);
}

export function useUpdateExpenditureSourceName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExpenditureSourceName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expenditureSourceNameKeys.all }),
  });
}
