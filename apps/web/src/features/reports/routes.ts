import type { QueryClient } from '@tanstack/react-query';
import { todayInManila } from '@subaybay/domain';
import { parseReportParams } from '../../components/report-params';
import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';
import { pageHandle, prefetchLoader, type FeatureRoutes } from '../../lib/routing';
import { yearParam } from '../contracts/components/route-params';
import { negativeSlippageQueryOptions, ppaReportQueryOptions } from './api/contracts-reports';

/** Reports (spec 2 §2): the hubs and the contracts reports; every page its own chunk. */
export function reportsRoutes(queryClient: QueryClient): FeatureRoutes {
  return {
    activeAccount: [
      {
        path: paths.reports,
        handle: pageHandle('Reports'),
        lazy: lazyPage(() => import('./pages/reports-hub-pages').then((m) => m.ReportsMainPage)),
      },
      {
        path: paths.contractsReports,
        handle: pageHandle('Contracts Report'),
        lazy: lazyPage(() => import('./pages/reports-hub-pages').then((m) => m.ContractsReportsPage)),
      },
      {
        path: paths.contractsDetailedBreakdown,
        handle: pageHandle('Contracts Detailed Breakdown'),
        lazy: lazyPage(() => import('./pages/contracts-detailed-breakdown-page').then((m) => m.ContractsDetailedBreakdownPage)),
      },
      {
        path: paths.pattern.contractsWithNegativeSlippage,
        handle: pageHandle('Contracts with Negative Slippage'),
        // The page reads on entry as of the address's date (default today): start that read with the chunk.
        loader: prefetchLoader(queryClient, (client, { params, request }) => {
          const today = todayInManila();
          const year = params.implementationYear === undefined ? Number(today.slice(0, 4)) : yearParam(params.implementationYear);
          const { asOf } = parseReportParams(new URL(request.url).searchParams).request;
          return year === null ? [] : [client.prefetchQuery(negativeSlippageQueryOptions(year, asOf))];
        }),
        lazy: lazyPage(() => import('./pages/negative-slippage-page').then((m) => m.NegativeSlippagePage)),
      },
      {
        path: paths.ppaReport,
        handle: pageHandle('PPA Report'),
        loader: prefetchLoader(queryClient, (client, { request }) => {
          const { year, asOf } = parseReportParams(new URL(request.url).searchParams).request;
          return [client.prefetchQuery(ppaReportQueryOptions(year, asOf))];
        }),
        lazy: lazyPage(() => import('./pages/ppa-report-page').then((m) => m.PpaReportPage)),
      },
    ],
  };
}
