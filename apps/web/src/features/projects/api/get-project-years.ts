import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectYearSummary } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { projectKeys } from './keys';

export function getProjectYears(): Promise<ProjectYearSummary[]> {
  return api.get<ProjectYearSummary[]>('projects/');
}

export const projectYearsQueryOptions = () => queryOptions({ queryKey: projectKeys.years(), queryFn: getProjectYears });

export function useProjectYears() {
  return useQuery(projectYearsQueryOptions());
}
