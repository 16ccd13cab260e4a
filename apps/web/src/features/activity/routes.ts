import { paths } from '../../app/paths';
import { featureRoutes, lazyPrefetch } from '../../lib/routing';

/** What the pages read: a chunk of its own, loaded beside the page's (lib/routing.ts `lazyPrefetch`). */
const queries = () => import('./route-queries');

export const activityRoutes = featureRoutes({
  activeAccount: [
    {
      path: paths.userActivities,
      title: 'User Activities',
      page: () => import('./pages/user-activities-page').then((m) => m.UserActivitiesPage),
      prefetch: lazyPrefetch(queries, (q) => q.userActivities),
    },
  ],
});
