import { paths } from '../../app/paths';
import { featureRoutes, lazyPrefetch } from '../../lib/routing';

/** What the pages read: a chunk of its own, loaded beside the page's (lib/routing.ts `lazyPrefetch`). */
const queries = () => import('./route-queries');

/** Project finance's pages, registered in app/routes.tsx: the Finance menu and the expenditures of a year (any active user). */
export const projectFinanceRoutes = featureRoutes({
  activeAccount: [
    { path: paths.finance, title: 'Finance', page: () => import('./pages/finance-menu-page').then((m) => m.FinanceMenuPage) },
    {
      path: paths.pattern.expendituresByYear,
      title: 'Expenditures By Year',
      page: () => import('./pages/expenditures-by-year-page').then((m) => m.ExpendituresByYearPage),
      prefetch: lazyPrefetch(queries, (q) => q.expendituresByYear),
    },
  ],
});
