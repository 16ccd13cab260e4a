import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';
import { pageHandle, prefetchLoader, type FeatureRoutes } from '../../lib/routing';
import { readActivityPageQuery } from './activity-page-query';
import { activityPageQueryOptions } from './api/get-activity-page';

export function activityRoutes(queryClient: QueryClient): FeatureRoutes {
  return {
    activeAccount: [
      {
        path: paths.userActivities,
        handle: pageHandle('User Activities'),
        loader: prefetchLoader(queryClient, (client, { request }) => {
          const { query, rangeError } = readActivityPageQuery(new URL(request.url).searchParams);
          return rangeError ? [] : [client.ensureQueryData(activityPageQueryOptions(query))];
        }),
        lazy: lazyPage(() => import('./pages/user-activities-page').then((m) => m.UserActivitiesPage)),
      },
    ],
  };
}
