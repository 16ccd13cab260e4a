import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';
import { pageHandle, prefetchLoader, type FeatureRoutes } from '../../lib/routing';
import { fundSourcesQueryOptions } from './api/get-fund-sources';
import { municipalitiesQueryOptions } from './api/get-municipalities';
import { systemsQueryOptions } from './api/get-systems';

/** Systems/categories and fund sources (spec 2 §2); registered in app/routes.tsx. */
export function lookupsRoutes(queryClient: QueryClient): FeatureRoutes {
  return {
    activeAccount: [
      {
        path: paths.systems,
        handle: pageHandle('Systems / Categories'),
        loader: prefetchLoader(queryClient, (client) => [client.ensureQueryData(systemsQueryOptions())]),
        lazy: lazyPage(() => import('./pages/systems-page').then((m) => m.SystemsPage)),
      },
      {
        path: paths.systemAdd,
        handle: pageHandle('Add System / Category'),
        loader: prefetchLoader(queryClient, (client) => [client.ensureQueryData(municipalitiesQueryOptions())]),
        lazy: lazyPage(() => import('./pages/system-add-page').then((m) => m.SystemAddPage)),
      },
      {
        path: paths.pattern.systemUpdate,
        handle: pageHandle('Update System / Category'),
        loader: prefetchLoader(queryClient, (client) => [client.ensureQueryData(municipalitiesQueryOptions())]),
        lazy: lazyPage(() => import('./pages/system-update-page').then((m) => m.SystemUpdatePage)),
      },
      {
        path: paths.fundSources,
        handle: pageHandle('Fund Sources'),
        loader: prefetchLoader(queryClient, (client) => [client.ensureQueryData(fundSourcesQueryOptions())]),
        lazy: lazyPage(() => import('./pages/fund-sources-page').then((m) => m.FundSourcesPage)),
      },
    ],
  };
}
