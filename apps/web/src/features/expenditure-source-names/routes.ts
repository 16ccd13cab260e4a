import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';
import { pageHandle, prefetchLoader, type FeatureRoutes } from '../../lib/routing';
import { expenditureSourceNamesQueryOptions } from './api/get-expenditure-source-names';

export function expenditureSourceNamesRoutes(queryClient: QueryClient): FeatureRoutes {
  return {
    activeAccount: [
      {
        path: paths.expenditureSourceNames,
        handle: pageHandle('Expenditure Source Names'),
        loader: prefetchLoader(queryClient, (client) => [client.ensureQueryData(expenditureSourceNamesQueryOptions())]),
        lazy: lazyPage(() => import('./pages/expenditure-source-names-page').then((m) => m.ExpenditureSourceNamesPage)),
      },
    ],
  };
}
