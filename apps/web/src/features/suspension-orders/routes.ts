import { paths } from '../../app/paths';
import { featureRoutes, withId } from '../../lib/routing';
import { contractQueryOptions } from '../contracts/api/get-contract';
import { suspensionOrdersQueryOptions } from './api/get-suspension-orders';

/** Spec 1 §2: the suspension orders page needs authentication only (not an active account). */
export const suspensionOrdersRoutes = featureRoutes({
  signedIn: [
    {
      path: paths.pattern.suspensionOrders,
      title: 'Suspension Orders',
      page: () => import('./pages/suspension-orders-page').then((m) => m.SuspensionOrdersPage),
      prefetch: withId('contractId', (id) => [contractQueryOptions(id), suspensionOrdersQueryOptions(id)]),
    },
  ],
});
