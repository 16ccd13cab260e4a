import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDetailedReport } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { projectReportKeys } from './keys';

/** `GET reports/projects/detailed-report/{projectId}?as_of=`; a 404 is shown by the page. */
export function getProjectDetailedReport(projectId: number, asOf: string): Promise<ProjectDetailedReport> {
  return api.get<ProjectDetailedReport>(`reports/projects/detailed-report/${projectId}?as_of=${encodeURIComponent(asOf)}`, {
    expectedStatuses: [404],
  });
}

export const projectDetailedReportQueryOptions = (projectId: number, asOf: string) =>
  queryOptions({ queryKey: projectReportKeys.detailed(projectId, asOf), queryFn: () => getProjectDetailedReport(projectId, asOf) });

export function useProjectDetailedReport(projectId: number | null, asOf: string) {
  return useQuery({ ...projectDetailedReportQueryOptions(projectId ?? 0, asOf), enabled: projectId !== null });
}
