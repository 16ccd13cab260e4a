import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { activityOperations } from '@subaybay/domain';
import { callOperation } from '../../../lib/api-operations';
import { activityKeys, type ActivityPageQuery } from './keys';

/** A page of the office's activity, paged and filtered by the server (an office may have 100,000 lines). */
export function getActivityPage(query: ActivityPageQuery) {
  return callOperation(activityOperations.page, {
    // An absent From or To is left out of the query (null means no limit on that side).
    query: { page: String(query.page), page_size: String(query.pageSize), from: query.from ?? undefined, to: query.to ?? undefined },
  });
}

export const activityPageQueryOptions = (query: ActivityPageQuery) =>
  queryOptions({ queryKey: activityKeys.page(query), queryFn: () => getActivityPage(query), placeholderData: keepPreviousData });

export function useActivityPage(query: ActivityPageQuery, enabled = true) {
  return useQuery({ ...activityPageQueryOptions(query), enabled });
}
