import type { ActivityStreamKind } from '@subaybay/domain';

export const activityKeys = {
  all: ['activities'] as const,
  stream: (limit: number, kind: ActivityStreamKind = 'all') => [...activityKeys.all, 'stream', limit, kind] as const,
  page: (query: ActivityPageQuery) => [...activityKeys.all, 'page', query] as const,
};

/** One page of `activity-logs/`, From and To as Asia/Manila dates (`YYYY-MM-DD`) or null. */
export interface ActivityPageQuery {
  page: number;
  pageSize: number;
  from: string | null;
  to: string | null;
}
