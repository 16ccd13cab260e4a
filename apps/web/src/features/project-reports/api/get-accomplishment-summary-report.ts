import { useQuery } from '@tanstack/react-query';
import { projectsReportOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { projectReportKeys } from './keys';

/** `GET reports/projects/accomplishment-summary-report/{year}?as_of=`. */
export const accomplishmentSummaryReportQueryOptions = (year: number, asOf: string) =>
  operationQueryOptions(projectReportKeys.summary(year, asOf), projectsReportOperations.accomplishmentSummary, { params: { year }, query: { as_of: asOf } });

export function useAccomplishmentSummaryReport(request: { year: number; asOf: string } | null) {
  return useQuery({ ...accomplishmentSummaryReportQueryOptions(request?.year ?? 0, request?.asOf ?? ''), enabled: request !== null });
}
