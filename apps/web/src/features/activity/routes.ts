import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';
import { pageHandle, prefetchLoader, type FeatureRoutes } from '../../lib/routing';
import { ALL_ACTIVITY, activityStreamQueryOptions } from './api/get-activity-stream';

export function activityRoutes(queryClient: QueryClient): FeatureRoutes {
  return {
    activeAccount: [
      {
        path: paths.userActivities,
        handle: pageHandle('User Activities'),
        loader: prefetchLoader(queryClient, (client) => [client.ensureQueryData(activityStreamQueryOptions(ALL_ACTIVITY))]),
        lazy: lazyPage(() => import('./pages/user-activities-page').then((m) => m.UserActivitiesPage)),
      },
    ],
  };
}
