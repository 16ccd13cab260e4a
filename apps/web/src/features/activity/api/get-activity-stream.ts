import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityItem } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { activityKeys } from './keys';

/** `limit` 0 means every entry (spec 1 §7). */
export const ALL_ACTIVITY = 0;

export function getActivityStream(limit: number): Promise<ActivityItem[]> {
  return api.get<ActivityItem[]>(`activity-stream/${limit}`);
}

export const activityStreamQueryOptions = (limit: number) =>
  queryOptions({ queryKey: activityKeys.stream(limit), queryFn: () => getActivityStream(limit) });

export function useActivityStream(limit: number) {
  return useQuery(activityStreamQueryOptions(limit));
}
