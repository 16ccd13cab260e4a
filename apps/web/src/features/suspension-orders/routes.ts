import { paths } from '../../app/paths';
import { featureRoutes, lazyPrefetch } from '../../lib/routing';

/** What the pages read: a chunk of its own, loaded beside the page's (lib/routing.ts `lazyPrefetch`). */
const queries = () => import('./route-queries');

/** Spec 1 §2: the suspension orders page needs authentication only (not an active account). */
export const suspensionOrdersRoutes = featureRoutes({
  signedIn: [
    {
      path: paths.pattern.suspensionOrders,
      title: 'Suspension Orders',
      page: () => import('./pages/suspension-orders-page').then((m) => m.SuspensionOrdersPage),
      prefetch: lazyPrefetch(queries, (q) => q.suspensionOrders),
    },
  ],
});
