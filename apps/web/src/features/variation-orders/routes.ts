import { paths } from '../../app/paths';
import { featureRoutes, lazyPrefetch } from '../../lib/routing';

/** What the pages read: a chunk of its own, loaded beside the page's (lib/routing.ts `lazyPrefetch`). */
const queries = () => import('./route-queries');

/** Registered in app/routes.tsx: the variation orders of a contract (any signed-in user). */
export const variationOrdersRoutes = featureRoutes({
  signedIn: [
    {
      path: paths.pattern.variationOrders,
      title: 'Variation Orders',
      page: () => import('./pages/variation-orders-page').then((m) => m.VariationOrdersPage),
      prefetch: lazyPrefetch(queries, (q) => q.variationOrders),
    },
  ],
});
