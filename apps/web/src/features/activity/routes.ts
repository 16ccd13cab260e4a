import { paths } from '../../app/paths';
import { featureRoutes } from '../../lib/routing';
import { readActivityPageQuery } from './activity-page-query';
import { activityPageQueryOptions } from './api/get-activity-page';

export const activityRoutes = featureRoutes({
  activeAccount: [
    {
      path: paths.userActivities,
      title: 'User Activities',
      page: () => import('./pages/user-activities-page').then((m) => m.UserActivitiesPage),
      prefetch: ({ request }) => {
        const { query, rangeError } = readActivityPageQuery(new URL(request.url).searchParams);
        return rangeError ? [] : [activityPageQueryOptions(query)];
      },
    },
  ],
});
