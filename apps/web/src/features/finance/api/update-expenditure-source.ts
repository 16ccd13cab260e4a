import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExpenditureSource } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { financeKeys } from './keys';

export interface UpdateExpenditureSourceVariables {
  id: number;
  /** Pesos as the API takes them. */
  amount: number;
}

/** The spec's call: the source named in the body. */
export function updateExpenditureSource({ id, amount }: UpdateExpenditureSourceVariables): Promise<ExpenditureSource> {
  return api.put<ExpenditureSource>('expenditure-sources/update/', { expenditure_source_id: id, amount });
}

export function useUpdateExpenditureSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExpenditureSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}

