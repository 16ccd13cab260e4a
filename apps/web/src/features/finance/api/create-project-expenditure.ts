import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectExpenditure, ProjectExpenditureCreateBody } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { financeKeys } from './keys';

export function createProjectExpenditure(input: ProjectExpenditureCreateBody): Promise<ProjectExpenditure> {
  return api.post<ProjectExpenditure>('project-expenditures/create/', input);
}

/** Invalidates every finance query: the source's balance changes with the expenditure. */
export function useCreateProjectExpenditure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProjectExpenditure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
