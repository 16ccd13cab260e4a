import { paths } from '../../app/paths';
import { featureRoutes } from '../../lib/routing';
import { DASHBOARD_ACTIVITY_LIMIT } from '../../lib/site';
import { accountDetailsQueryOptions } from '../accounts/api/get-account-details';
import { activityStreamQueryOptions } from '../activity/api/get-activity-stream';
import { officeSetupQueryOptions } from './api/get-office-setup';

export const dashboardRoutes = featureRoutes({
  activeAccount: [
    {
      path: paths.dashboard,
      title: 'Dashboard',
      page: () => import('./pages/dashboard-page').then((m) => m.DashboardPage),
      prefetch: () => [accountDetailsQueryOptions(), activityStreamQueryOptions(DASHBOARD_ACTIVITY_LIMIT, 'changes'), officeSetupQueryOptions()],
    },
  ],
});
