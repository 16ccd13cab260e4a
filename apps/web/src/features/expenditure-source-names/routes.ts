import { paths } from '../../app/paths';
import { featureRoutes, lazyPrefetch } from '../../lib/routing';

/** What the pages read: a chunk of its own, loaded beside the page's (lib/routing.ts `lazyPrefetch`). */
const queries = () => import('./route-queries');

export const expenditureSourceNamesRoutes = featureRoutes({
  activeAccount: [
    {
      path: paths.expenditureSourceNames,
      title: 'Expenditure Source Names',
      page: () => import('./pages/expenditure-source-names-page').then((m) => m.ExpenditureSourceNamesPage),
      prefetch: lazyPrefetch(queries, (q) => q.expenditureSourceNames),
    },
  ],
});
