/** What each page of the feature reads, started by its route's loader while the page's code loads. */
import type { Prefetch } from '../../lib/routing';
import { readActivityPageQuery } from './activity-page-query';
import { activityPageQueryOptions } from './api/get-activity-page';

/** The User Activities page. */
export const userActivities: Prefetch = ({ request }) => {
  const { query, rangeError } = readActivityPageQuery(new URL(request.url).searchParams);
  return rangeError ? [] : [activityPageQueryOptions(query)];
};
