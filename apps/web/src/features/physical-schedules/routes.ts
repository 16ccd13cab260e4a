import { paths } from '../../app/paths';
import { featureRoutes, lazyPrefetch } from '../../lib/routing';

/** What the pages read: a chunk of its own, loaded beside the page's (lib/routing.ts `lazyPrefetch`). */
const queries = () => import('./route-queries');

export const physicalSchedulesRoutes = featureRoutes({
  activeAccount: [
    {
      path: paths.pattern.physicalSchedule,
      title: 'Physical Schedule',
      page: () => import('./pages/physical-schedule-page').then((m) => m.PhysicalSchedulePage),
      prefetch: lazyPrefetch(queries, (q) => q.physicalSchedule),
    },
  ],
});
