import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectExpenditure, ProjectExpenditureUpdateBody } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { financeKeys } from './keys';

export interface UpdateProjectExpenditureVariables {
  id: number;
  input: ProjectExpenditureUpdateBody;
}

export function updateProjectExpenditure({ id, input }: UpdateProjectExpenditureVariables): Promise<ProjectExpenditure> {
  return api.put<ProjectExpenditure>(`project-expenditures/update/${id}/`, input);
}

export function useUpdateProjectExpenditure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProjectExpenditure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
