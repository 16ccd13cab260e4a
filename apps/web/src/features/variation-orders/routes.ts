import { paths } from '../../app/paths';
import { featureRoutes, withId } from '../../lib/routing';
import { contractQueryOptions } from '../contracts/api/get-contract';
import { variationOrdersQueryOptions } from './api/get-variation-orders';

/** Registered in app/routes.tsx: the variation orders of a contract (any signed-in user). */
export const variationOrdersRoutes = featureRoutes({
  signedIn: [
    {
      path: paths.pattern.variationOrders,
      title: 'Variation Orders',
      page: () => import('./pages/variation-orders-page').then((m) => m.VariationOrdersPage),
      prefetch: withId('contractId', (id) => [variationOrdersQueryOptions(id), contractQueryOptions(id)]),
    },
  ],
});
