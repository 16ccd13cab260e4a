import { useQuery } from '@tanstack/react-query';
import { reportSummaryOperations } from '@subaybay/domain';
import { operationQueryOptions } from '../../../lib/operation-queries';
import { projectReportKeys } from './keys';

/** `GET reports/summaries/overall-scurve/{year}`. */
export const overallSCurveQueryOptions = (year: number) =>
  operationQueryOptions(projectReportKeys.overallSCurve(year), reportSummaryOperations.overallSCurve, { params: { year } });

export function useOverallSCurve(year: number | null) {
  return useQuery({ ...overallSCurveQueryOptions(year ?? 0), enabled: year !== null });
}
