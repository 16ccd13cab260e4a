import { paths } from '../../app/paths';
import { featureRoutes, lazyPrefetch } from '../../lib/routing';

/** What the pages read: a chunk of its own, loaded beside the page's (lib/routing.ts `lazyPrefetch`). */
const queries = () => import('./route-queries');

/** Registered in app/routes.tsx: Financial Accomplishment needs an active account (spec 3 §2). */
export const billingsRoutes = featureRoutes({
  activeAccount: [
    {
      path: paths.pattern.financialAccomplishment,
      title: 'Financial Accomplishment',
      page: () => import('./pages/billings-page').then((m) => m.BillingsPage),
      prefetch: lazyPrefetch(queries, (q) => q.financialAccomplishment),
    },
  ],
});
