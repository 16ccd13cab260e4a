import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OverallSCurveResponse } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { projectReportKeys } from './keys';

/** `GET reports/summaries/overall-scurve/{year}`. */
export function getOverallSCurve(year: number): Promise<OverallSCurveResponse> {
  return api.get<OverallSCurveResponse>(`reports/summaries/overall-scurve/${year}`);
}

export const overallSCurveQueryOptions = (year: number) =>
  queryOptions({ queryKey: projectReportKeys.overallSCurve(year), queryFn: () => getOverallSCurve(year) });

export function useOverallSCurve(year: number | null) {
  return useQuery({ ...overallSCurveQueryOptions(year ?? 0), enabled: year !== null });
}
