import { paths } from '../../app/paths';
import { featureRoutes, lazyPrefetch } from '../../lib/routing';

/** What the pages read: a chunk of its own, loaded beside the page's (lib/routing.ts `lazyPrefetch`). */
const queries = () => import('./route-queries');

/** Registered in app/routes.tsx: Approved Time Extensions need an active account (spec 3 §2). */
export const timeExtensionsRoutes = featureRoutes({
  activeAccount: [
    {
      path: paths.pattern.approvedTimeExtensions,
      title: 'Approved Time Extensions',
      page: () => import('./pages/time-extensions-page').then((m) => m.TimeExtensionsPage),
      prefetch: lazyPrefetch(queries, (q) => q.approvedTimeExtensions),
    },
  ],
});
