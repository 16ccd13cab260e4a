import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccomplishmentSummaryReport } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { projectReportKeys } from './keys';

/** `GET reports/projects/accomplishment-summary-report/{year}?as_of=`. */
export function getAccomplishmentSummaryReport(year: number, asOf: string): Promise<AccomplishmentSummaryReport> {
  return api.get<AccomplishmentSummaryReport>(`reports/projects/accomplishment-summary-report/${year}?as_of=${encodeURIComponent(asOf)}`);
}

export const accomplishmentSummaryReportQueryOptions = (year: number, asOf: string) =>
  queryOptions({ queryKey: projectReportKeys.summary(year, asOf), queryFn: () => getAccomplishmentSummaryReport(year, asOf) });

export function useAccomplishmentSummaryReport(request: { year: number; asOf: string } | null) {
  return useQuery({ ...accomplishmentSummaryReportQueryOptions(request?.year ?? 0, request?.asOf ?? ''), enabled: request !== null });
}
