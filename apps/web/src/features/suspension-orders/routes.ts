import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';
import { pageHandle, prefetchLoader, type FeatureRoutes } from '../../lib/routing';
import { contractQueryOptions } from '../contracts/api/get-contract';
import { contractIdParam } from '../contracts/components/contract-id-param';
import { suspensionOrdersQueryOptions } from './api/get-suspension-orders';

/** Spec 1 §2: the suspension orders page needs authentication only (not an active account). */
export function suspensionOrdersRoutes(queryClient: QueryClient): FeatureRoutes {
  return {
    signedIn: [
      {
        path: paths.pattern.suspensionOrders,
        handle: pageHandle('Suspension Orders'),
        loader: prefetchLoader(queryClient, (client, { params }) => {
          const id = contractIdParam(params.contractId);
          return id === null ? [] : [client.ensureQueryData(contractQueryOptions(id)), client.ensureQueryData(suspensionOrdersQueryOptions(id))];
        }),
        lazy: lazyPage(() => import('./pages/suspension-orders-page').then((m) => m.SuspensionOrdersPage)),
      },
    ],
  };
}
