import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExpenditureSource, ExpenditureSourceCreateBody } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { financeKeys } from './keys';

/** The server writes the activity line itself. */
export function createExpenditureSource(input: ExpenditureSourceCreateBody): Promise<ExpenditureSource> {
  return api.post<ExpenditureSource>('expenditure-sources/create/', input);
}

export function useCreateExpenditureSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExpenditureSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
