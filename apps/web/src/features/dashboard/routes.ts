import { paths } from '../../app/paths';
import { featureRoutes, lazyPrefetch } from '../../lib/routing';

/** What the pages read: a chunk of its own, loaded beside the page's (lib/routing.ts `lazyPrefetch`). */
const queries = () => import('./route-queries');

export const dashboardRoutes = featureRoutes({
  activeAccount: [
    {
      path: paths.dashboard,
      title: 'Dashboard',
      page: () => import('./pages/dashboard-page').then((m) => m.DashboardPage),
      prefetch: lazyPrefetch(queries, (q) => q.dashboard),
    },
  ],
});
