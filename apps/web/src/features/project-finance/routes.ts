import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';
import { pageHandle, prefetchLoader, type FeatureRoutes } from '../../lib/routing';
import { expendituresByYearQueryOptions } from './api/get-expenditures-by-year';
import { yearParam } from './year-param';

/** Project finance's pages, registered in app/routes.tsx: the Finance menu and the expenditures of a year (any active user). */
export function projectFinanceRoutes(queryClient: QueryClient): FeatureRoutes {
  return {
    activeAccount: [
      {
        path: paths.finance,
        handle: pageHandle('Finance'),
        lazy: lazyPage(() => import('./pages/finance-menu-page').then((m) => m.FinanceMenuPage)),
      },
      {
        path: paths.pattern.expendituresByYear,
        handle: pageHandle('Expenditures By Year'),
        loader: prefetchLoader(queryClient, (client, { params }) => {
          const year = yearParam(params.year);
          return year === null ? [] : [client.ensureQueryData(expendituresByYearQueryOptions(year))];
        }),
        lazy: lazyPage(() => import('./pages/expenditures-by-year-page').then((m) => m.ExpendituresByYearPage)),
      },
    ],
  };
}
