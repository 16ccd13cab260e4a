import { paths } from '../../app/paths';
import { featureRoutes, lazyPrefetch } from '../../lib/routing';

/** What the pages read: a chunk of its own, loaded beside the page's (lib/routing.ts `lazyPrefetch`). */
const queries = () => import('./route-queries');

/** Reports (spec 2 §2): the hubs and the contracts reports; every page its own chunk. */
export const reportsRoutes = featureRoutes({
  activeAccount: [
    { path: paths.reports, title: 'Reports', page: () => import('./pages/reports-hub-pages').then((m) => m.ReportsMainPage) },
    { path: paths.contractsReports, title: 'Contracts Report', page: () => import('./pages/reports-hub-pages').then((m) => m.ContractsReportsPage) },
    {
      path: paths.contractsDetailedBreakdown,
      title: 'Contracts Detailed Breakdown',
      page: () => import('./pages/contracts-detailed-breakdown-page').then((m) => m.ContractsDetailedBreakdownPage),
    },
    {
      path: paths.pattern.contractsWithNegativeSlippage,
      title: 'Contracts with Negative Slippage',
      page: () => import('./pages/negative-slippage-page').then((m) => m.NegativeSlippagePage),
      // The page reads on entry as of the address's date (default today): start that read with the chunk.
      prefetch: lazyPrefetch(queries, (q) => q.contractsWithNegativeSlippage),
      refetchStale: true,
    },
    {
      path: paths.ppaReport,
      title: 'PPA Report',
      page: () => import('./pages/ppa-report-page').then((m) => m.PpaReportPage),
      prefetch: lazyPrefetch(queries, (q) => q.ppaReport),
      refetchStale: true,
    },
  ],
});
