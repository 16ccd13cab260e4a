import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';
import { pageHandle, prefetchLoader, type FeatureRoutes } from '../../lib/routing';
import { contractQueryOptions } from '../contracts/api/get-contract';
import { contractIdParam } from '../contracts/components/contract-id-param';
import { variationOrdersQueryOptions } from './api/get-variation-orders';

/** Registered in app/routes.tsx: the variation orders of a contract (any signed-in user). */
export function variationOrdersRoutes(queryClient: QueryClient): FeatureRoutes {
  return {
    signedIn: [
      {
        path: paths.pattern.variationOrders,
        handle: pageHandle('Variation Orders'),
        loader: prefetchLoader(queryClient, (client, { params }) => {
          const id = contractIdParam(params.contractId);
          return id === null ? [] : [client.ensureQueryData(variationOrdersQueryOptions(id)), client.ensureQueryData(contractQueryOptions(id))];
        }),
        lazy: lazyPage(() => import('./pages/variation-orders-page').then((m) => m.VariationOrdersPage)),
      },
    ],
  };
}
