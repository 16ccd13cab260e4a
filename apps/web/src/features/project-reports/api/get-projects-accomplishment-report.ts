import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectsAccomplishmentReport } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { projectReportKeys } from './keys';

const query = (asOf: string, fundSources: readonly string[]) =>
  `?as_of=${encodeURIComponent(asOf)}&fund_sources=${encodeURIComponent(fundSources.join(','))}`;

/** `GET reports/projects/projects-accomplishment-report/{year}?as_of=&fund_sources=` (names comma-separated). */
export function getProjectsAccomplishmentReport(year: number, asOf: string, fundSources: readonly string[]): Promise<ProjectsAccomplishmentReport> {
  return api.get<ProjectsAccomplishmentReport>(`reports/projects/projects-accomplishment-report/${year}${query(asOf, fundSources)}`);
}

export const projectsAccomplishmentReportQueryOptions = (year: number, asOf: string, fundSources: readonly string[]) =>
  queryOptions({
    queryKey: projectReportKeys.accomplishment(year, asOf, fundSources.join(',')),
    queryFn: () => getProjectsAccomplishmentReport(year, asOf, fundSources),
  });

export function useProjectsAccomplishmentReport(request: { year: number; asOf: string; fundSources: string[] } | null) {
  return useQuery({
    ...projectsAccomplishmentReportQueryOptions(request?.year ?? 0, request?.asOf ?? '', request?.fundSources ?? []),
    enabled: request !== null,
  });
}

/** The Excel file of the same report (spec 2 §7; `user_id` is only informative). */
export const projectsAccomplishmentExcelPath = (year: number, asOf: string, fundSources: readonly string[], userId?: number) =>
  `reports/projects/excel-projects-accomplishment-report/${year}${query(asOf, fundSources)}${userId === undefined ? '' : `&user_id=${userId}`}`;
