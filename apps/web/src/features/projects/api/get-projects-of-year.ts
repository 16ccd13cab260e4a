import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { projectKeys } from './keys';

export function getProjectsOfYear(year: number) {
  return callOperation(projectOperations.ofYear, { params: { year } });
}

export const projectsOfYearQueryOptions = (year: number) =>
  queryOptions({ queryKey: projectKeys.ofYear(year), queryFn: () => getProjectsOfYear(year) });

export function useProjectsOfYear(year: number | null) {
  return useQuery({ ...projectsOfYearQueryOptions(year ?? 0), enabled: year !== null });
}
