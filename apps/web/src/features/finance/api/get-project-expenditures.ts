import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectExpenditure } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { financeKeys } from './keys';

export function getProjectExpenditures(projectId: number): Promise<ProjectExpenditure[]> {
  return api.get<ProjectExpenditure[]>(`project-expenditures/project/${projectId}`);
}

export const projectExpendituresQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: financeKeys.expenditures(projectId), queryFn: () => getProjectExpenditures(projectId) });

export function useProjectExpenditures(projectId: number) {
  return useQuery(projectExpendituresQueryOptions(projectId));
}
