import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';
import { pageHandle, prefetchLoader, type FeatureRoutes } from '../../lib/routing';
import { contractQueryOptions } from '../contracts/api/get-contract';
import { contractIdParam } from '../contracts/components/contract-id-param';
import { timeExtensionsQueryOptions } from './api/get-time-extensions';

/** Registered in app/routes.tsx: Approved Time Extensions need an active account (spec 3 §2). */
export function timeExtensionsRoutes(queryClient: QueryClient): FeatureRoutes {
  return {
    activeAccount: [
      {
        path: paths.pattern.approvedTimeExtensions,
        handle: pageHandle('Approved Time Extensions'),
        loader: prefetchLoader(queryClient, (client, { params }) => {
          const id = contractIdParam(params.contractId);
          return id === null ? [] : [client.ensureQueryData(timeExtensionsQueryOptions(id)), client.ensureQueryData(contractQueryOptions(id))];
        }),
        lazy: lazyPage(() => import('./pages/time-extensions-page').then((m) => m.TimeExtensionsPage)),
      },
    ],
  };
}
