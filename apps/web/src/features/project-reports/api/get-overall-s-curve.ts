import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportSummaryOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { projectReportKeys } from './keys';

/** `GET reports/summaries/overall-scurve/{year}`. */
export function getOverallSCurve(year: number) {
  return callOperation(reportSummaryOperations.overallSCurve, { params: { year } });
}

export const overallSCurveQueryOptions = (year: number) =>
  queryOptions({ queryKey: projectReportKeys.overallSCurve(year), queryFn: () => getOverallSCurve(year) });

export function useOverallSCurve(year: number | null) {
  return useQuery({ ...overallSCurveQueryOptions(year ?? 0), enabled: year !== null });
}
