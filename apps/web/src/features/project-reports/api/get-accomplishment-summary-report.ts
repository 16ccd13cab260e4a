import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectsReportOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { projectReportKeys } from './keys';

/** `GET reports/projects/accomplishment-summary-report/{year}?as_of=`. */
export function getAccomplishmentSummaryReport(year: number, asOf: string) {
  return callOperation(projectsReportOperations.accomplishmentSummary, { params: { year }, query: { as_of: asOf } });
}

export const accomplishmentSummaryReportQueryOptions = (year: number, asOf: string) =>
  queryOptions({ queryKey: projectReportKeys.summary(year, asOf), queryFn: () => getAccomplishmentSummaryReport(year, asOf) });

export function useAccomplishmentSummaryReport(request: { year: number; asOf: string } | null) {
  return useQuery({ ...accomplishmentSummaryReportQueryOptions(request?.year ?? 0, request?.asOf ?? ''), enabled: request !== null });
}
