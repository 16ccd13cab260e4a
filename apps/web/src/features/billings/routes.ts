import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';
import { pageHandle, prefetchLoader, type FeatureRoutes } from '../../lib/routing';
import { contractQueryOptions } from '../contracts/api/get-contract';
import { contractIdParam } from '../contracts/components/contract-id-param';
import { billingsQueryOptions } from './api/get-billings';

/** Registered in app/routes.tsx: Financial Accomplishment needs an active account (spec 3 §2). */
export function billingsRoutes(queryClient: QueryClient): FeatureRoutes {
  return {
    activeAccount: [
      {
        path: paths.pattern.financialAccomplishment,
        handle: pageHandle('Financial Accomplishment'),
        loader: prefetchLoader(queryClient, (client, { params }) => {
          const id = contractIdParam(params.contractId);
          return id === null ? [] : [client.ensureQueryData(billingsQueryOptions(id)), client.ensureQueryData(contractQueryOptions(id))];
        }),
        lazy: lazyPage(() => import('./pages/billings-page').then((m) => m.BillingsPage)),
      },
    ],
  };
}
