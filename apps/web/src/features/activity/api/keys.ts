export const activityKeys = {
  all: ['activities'] as const,
  stream: (limit: number) => [...activityKeys.all, 'stream', limit] as const,
  page: (query: ActivityPageQuery) => [...activityKeys.all, 'page', query] as const,
};

/** One page of `activity-logs/`, From and To as Asia/Manila dates (`YYYY-MM-DD`) or null. */
export interface ActivityPageQuery {
  page: number;
  pageSize: number;
  from: string | null;
  to: string | null;
}
