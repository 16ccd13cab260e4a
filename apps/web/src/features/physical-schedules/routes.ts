import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';
import { pageHandle, prefetchLoader, type FeatureRoutes } from '../../lib/routing';
import { contractQueryOptions } from '../contracts/api/get-contract';
import { contractIdParam } from '../contracts/components/contract-id-param';
import { physicalSchedulesQueryOptions } from './api/get-physical-schedules';

export function physicalSchedulesRoutes(queryClient: QueryClient): FeatureRoutes {
  return {
    activeAccount: [
      {
        path: paths.pattern.physicalSchedule,
        handle: pageHandle('Physical Schedule'),
        loader: prefetchLoader(queryClient, (client, { params }) => {
          const id = contractIdParam(params.contractId);
          return id === null ? [] : [client.ensureQueryData(contractQueryOptions(id)), client.ensureQueryData(physicalSchedulesQueryOptions(id))];
        }),
        lazy: lazyPage(() => import('./pages/physical-schedule-page').then((m) => m.PhysicalSchedulePage)),
      },
    ],
  };
}
