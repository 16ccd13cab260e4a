import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';
import { pageHandle, prefetchLoader, type FeatureRoutes } from '../../lib/routing';
import { DASHBOARD_ACTIVITY_LIMIT } from '../../lib/site';
import { accountDetailsQueryOptions } from '../accounts/api/get-account-details';
import { activityStreamQueryOptions } from '../activity/api/get-activity-stream';
import { officeSetupQueryOptions } from './api/get-office-setup';

export function dashboardRoutes(queryClient: QueryClient): FeatureRoutes {
  return {
    activeAccount: [
      {
        path: paths.dashboard,
        handle: pageHandle('Dashboard'),
        loader: prefetchLoader(queryClient, (client) => [
          client.ensureQueryData(accountDetailsQueryOptions()),
          client.ensureQueryData(activityStreamQueryOptions(DASHBOARD_ACTIVITY_LIMIT, 'changes')),
          client.ensureQueryData(officeSetupQueryOptions()),
        ]),
        lazy: lazyPage(() => import('./pages/dashboard-page').then((m) => m.DashboardPage)),
      },
    ],
  };
}
