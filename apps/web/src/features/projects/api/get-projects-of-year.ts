import { useQuery } from '@tanstack/react-query';
import { projectOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { projectKeys } from './keys';

export const projectsOfYearQueryOptions = (year: number) => operationQueryOptions(projectKeys.ofYear(year), projectOperations.ofYear, { params: { year } });

export function useProjectsOfYear(year: number | null) {
  return useQuery({ ...projectsOfYearQueryOptions(year ?? 0), enabled: year !== null });
}
