import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExpenditureSourceName, ExpenditureSourceNameInput } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { expenditureSourceNameKeys } from './keys';

/** The server records 'Create expenditure source name: …' itself; nothing is logged here. */
export function createExpenditureSourceName(input: ExpenditureSourceNameInput): Promise<ExpenditureSourceName> {
  return api.post<ExpenditureSourceName>('expenditure-source-names/create/', input);
}

export function useCreateExpenditureSourceName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExpenditureSourceName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expenditureSourceNameKeys.all }),
  });
}
