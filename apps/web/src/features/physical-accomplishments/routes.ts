import { paths } from '../../app/paths';
import { featureRoutes, lazyPrefetch } from '../../lib/routing';

/** What the pages read: a chunk of its own, loaded beside the page's (lib/routing.ts `lazyPrefetch`). */
const queries = () => import('./route-queries');

export const physicalAccomplishmentsRoutes = featureRoutes({
  activeAccount: [
    {
      path: paths.pattern.physicalAccomplishment,
      title: 'Physical Accomplishment',
      page: () => import('./pages/physical-accomplishment-page').then((m) => m.PhysicalAccomplishmentPage),
      prefetch: lazyPrefetch(queries, (q) => q.physicalAccomplishment),
    },
  ],
});
