import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';
import { pageHandle, prefetchLoader, type FeatureRoutes } from '../../lib/routing';
import { DEFAULT_PAGE_SIZE } from '../../lib/site';
import { activityPageQueryOptions } from './api/get-activity-page';

export function activityRoutes(queryClient: QueryClient): FeatureRoutes {
  return {
    activeAccount: [
      {
        path: paths.userActivities,
        handle: pageHandle('User Activities'),
        // The page's first view: page 1, no dates.
        loader: prefetchLoader(queryClient, (client) => [
          client.ensureQueryData(activityPageQueryOptions({ page: 1, pageSize: DEFAULT_PAGE_SIZE, from: null, to: null })),
        ]),
        lazy: lazyPage(() => import('./pages/user-activities-page').then((m) => m.UserActivitiesPage)),
      },
    ],
  };
}
