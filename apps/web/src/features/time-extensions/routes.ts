import { paths } from '../../app/paths';
import { featureRoutes, withId } from '../../lib/routing';
import { contractQueryOptions } from '../contracts/api/get-contract';
import { timeExtensionsQueryOptions } from './api/get-time-extensions';

/** Registered in app/routes.tsx: Approved Time Extensions need an active account (spec 3 §2). */
export const timeExtensionsRoutes = featureRoutes({
  activeAccount: [
    {
      path: paths.pattern.approvedTimeExtensions,
      title: 'Approved Time Extensions',
      page: () => import('./pages/time-extensions-page').then((m) => m.TimeExtensionsPage),
      prefetch: withId('contractId', (id) => [timeExtensionsQueryOptions(id), contractQueryOptions(id)]),
    },
  ],
});
