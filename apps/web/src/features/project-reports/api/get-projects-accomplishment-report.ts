import { useQuery } from '@tanstack/react-query';
import { projectsReportOperations } from '@subaybay/domain';
import { fileOf } from '../../../lib/api-operations';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { projectReportKeys } from './keys';

/** `GET reports/projects/projects-accomplishment-report/{year}?as_of=&fund_sources=` (names comma-separated). */
export const projectsAccomplishmentReportQueryOptions = (year: number, asOf: string, fundSources: readonly string[]) =>
  operationQueryOptions(projectReportKeys.accomplishment(year, asOf, fundSources.join(',')), projectsReportOperations.projectsAccomplishment, {
    params: { year },
    query: { as_of: asOf, fund_sources: fundSources.join(',') },
  });

export function useProjectsAccomplishmentReport(request: { year: number; asOf: string; fundSources: string[] } | null) {
  return useQuery({
    ...projectsAccomplishmentReportQueryOptions(request?.year ?? 0, request?.asOf ?? '', request?.fundSources ?? []),
    enabled: request !== null,
  });
}

/** The Excel file of the same report (spec 2 §7; `user_id` is only informative). */
export const projectsAccomplishmentExcelFile = (year: number, asOf: string, fundSources: readonly string[], userId?: number) =>
  fileOf(projectsReportOperations.projectsAccomplishmentExcel, {
    params: { year },
    query: { as_of: asOf, fund_sources: fundSources.join(','), user_id: userId === undefined ? undefined : String(userId) },
  });
