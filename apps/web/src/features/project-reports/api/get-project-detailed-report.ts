import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectsReportOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { projectReportKeys } from './keys';

/** `GET reports/projects/detailed-report/{projectId}?as_of=`; a 404 is shown by the page. */
export function getProjectDetailedReport(projectId: number, asOf: string) {
  return callOperation(projectsReportOperations.projectDetailed, { params: { projectId }, query: { as_of: asOf } }, { expectedStatuses: [404] });
}

export const projectDetailedReportQueryOptions = (projectId: number, asOf: string) =>
  queryOptions({ queryKey: projectReportKeys.detailed(projectId, asOf), queryFn: () => getProjectDetailedReport(projectId, asOf) });

export function useProjectDetailedReport(projectId: number | null, asOf: string) {
  return useQuery({ ...projectDetailedReportQueryOptions(projectId ?? 0, asOf), enabled: projectId !== null });
}
