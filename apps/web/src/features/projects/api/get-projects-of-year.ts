import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { projectKeys } from './keys';

export function getProjectsOfYear(year: number): Promise<Project[]> {
  return api.get<Project[]>(`projects/year/${year}`);
}

export const projectsOfYearQueryOptions = (year: number) =>
  queryOptions({ queryKey: projectKeys.ofYear(year), queryFn: () => getProjectsOfYear(year) });

export function useProjectsOfYear(year: number | null) {
  return useQuery({ ...projectsOfYearQueryOptions(year ?? 0), enabled: year !== null });
}
