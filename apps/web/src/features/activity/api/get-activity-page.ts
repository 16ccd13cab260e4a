import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityLogPage } from '@subaybay/domain';
import { api } from '../../../lib/api-client';
import { activityKeys, type ActivityPageQuery } from './keys';

/** A page of the office's activity, paged and filtered by the server (an office may have 100,000 lines). */
export function getActivityPage(query: ActivityPageQuery): Promise<ActivityLogPage> {
  const search = new URLSearchParams({ page: String(query.page), page_size: String(query.pageSize) });
  if (query.from) search.set('from', query.from);
  if (query.to) search.set('to', query.to);
  return api.get<ActivityLogPage>(`activity-logs?${search.toString()}`);
}

export const activityPageQueryOptions = (query: ActivityPageQuery) =>
  queryOptions({ queryKey: activityKeys.page(query), queryFn: () => getActivityPage(query), placeholderData: keepPreviousData });

export function useActivityPage(query: ActivityPageQuery, enabled = true) {
  return useQuery({ ...activityPageQueryOptions(query), enabled });
}
