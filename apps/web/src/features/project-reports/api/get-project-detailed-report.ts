import { useQuery } from '@tanstack/react-query';
import { projectsReportOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { projectReportKeys } from './keys';

/** `GET reports/projects/detailed-report/{projectId}?as_of=`; a 404 is shown by the page. */
export const projectDetailedReportQueryOptions = (projectId: number, asOf: string) =>
  operationQueryOptions(projectReportKeys.detailed(projectId, asOf), projectsReportOperations.projectDetailed, { params: { projectId }, query: { as_of: asOf } }, { expectedStatuses: [404] });

export function useProjectDetailedReport(projectId: number | null, asOf: string) {
  return useQuery({ ...projectDetailedReportQueryOptions(projectId ?? 0, asOf), enabled: projectId !== null });
}
