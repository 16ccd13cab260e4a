import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityItem, ActivityStreamKind } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { activityKeys } from './keys';

/** `limit` 0 means every entry (spec 1 §7). */
export const ALL_ACTIVITY = 0;

/** `kind` 'changes' leaves out sign-ins and sign-outs (the dashboard's Recent Activity). */
export function getActivityStream(limit: number, kind: ActivityStreamKind = 'all'): Promise<ActivityItem[]> {
  return api.get<ActivityItem[]>(`activity-stream/${limit}${kind === 'all' ? '' : `?kind=${kind}`}`);
}

export const activityStreamQueryOptions = (limit: number, kind: ActivityStreamKind = 'all') =>
  queryOptions({ queryKey: activityKeys.stream(limit, kind), queryFn: () => getActivityStream(limit, kind) });

export function useActivityStream(limit: number, kind: ActivityStreamKind = 'all') {
  return useQuery(activityStreamQueryOptions(limit, kind));
}
