import { todayInManila } from '@subaybay/domain';
import { parseReportParams } from '../../components/report-params';
import { paths } from '../../app/paths';
import { pathImplementationYear } from '../../lib/path-params';
import { featureRoutes } from '../../lib/routing';
import { negativeSlippageQueryOptions, ppaReportQueryOptions } from './api/contracts-reports';

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
      prefetch: ({ params, request }) => {
        const today = todayInManila();
        const year = params.implementationYear === undefined ? Number(today.slice(0, 4)) : pathImplementationYear(params.implementationYear);
        const { asOf } = parseReportParams(new URL(request.url).searchParams).request;
        return year === null ? [] : [negativeSlippageQueryOptions(year, asOf)];
      },
      refetchStale: true,
    },
    {
      path: paths.ppaReport,
      title: 'PPA Report',
      page: () => import('./pages/ppa-report-page').then((m) => m.PpaReportPage),
      prefetch: ({ request }) => {
        const { year, asOf } = parseReportParams(new URL(request.url).searchParams).request;
        return [ppaReportQueryOptions(year, asOf)];
      },
      refetchStale: true,
    },
  ],
});
