import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';
import { pageHandle, prefetchLoader, type FeatureRoutes } from '../../lib/routing';
import { contractQueryOptions } from '../contracts/api/get-contract';
import { contractIdParam } from '../contracts/components/contract-id-param';
import { physicalAccomplishmentsQueryOptions } from './api/get-physical-accomplishments';

export function physicalAccomplishmentsRoutes(queryClient: QueryClient): FeatureRoutes {
  return {
    activeAccount: [
      {
        path: paths.pattern.physicalAccomplishment,
        handle: pageHandle('Physical Accomplishment'),
        loader: prefetchLoader(queryClient, (client, { params }) => {
          const id = contractIdParam(params.contractId);
          return id === null ? [] : [client.ensureQueryData(contractQueryOptions(id)), client.ensureQueryData(physicalAccomplishmentsQueryOptions(id))];
        }),
        lazy: lazyPage(() => import('./pages/physical-accomplishment-page').then((m) => m.PhysicalAccomplishmentPage)),
      },
    ],
  };
}
