import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityOperations, type ActivityStreamKind } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { activityKeys } from './keys';

/** `limit` 0 means every entry (spec 1 §7). */
export const ALL_ACTIVITY = 0;

/** `kind` 'changes' leaves out sign-ins and sign-outs (the dashboard's Recent Activity). */
export function getActivityStream(limit: number, kind: ActivityStreamKind = 'all') {
  // `all` is the server's default: the plain `activity-stream/{limit}` of the spec.
  return callOperation(activityOperations.stream, { params: { limit }, query: { kind: kind === 'all' ? undefined : kind } });
}

export const activityStreamQueryOptions = (limit: number, kind: ActivityStreamKind = 'all') =>
  queryOptions({ queryKey: activityKeys.stream(limit, kind), queryFn: () => getActivityStream(limit, kind) });

export function useActivityStream(limit: number, kind: ActivityStreamKind = 'all') {
  return useQuery(activityStreamQueryOptions(limit, kind));
}
