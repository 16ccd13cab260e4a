import { paths } from '../../app/paths';
import { featureRoutes, withId } from '../../lib/routing';
import { contractQueryOptions } from '../contracts/api/get-contract';
import { billingsQueryOptions } from './api/get-billings';

/** Registered in app/routes.tsx: Financial Accomplishment needs an active account (spec 3 §2). */
export const billingsRoutes = featureRoutes({
  activeAccount: [
    {
      path: paths.pattern.financialAccomplishment,
      title: 'Financial Accomplishment',
      page: () => import('./pages/billings-page').then((m) => m.BillingsPage),
      prefetch: withId('contractId', (id) => [billingsQueryOptions(id), contractQueryOptions(id)]),
    },
  ],
});
