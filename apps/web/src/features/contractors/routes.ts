import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';
import { pageHandle, prefetchLoader, type FeatureRoutes } from '../../lib/routing';
import { contractorsQueryOptions } from '../contracts/api/get-contractors';
import { getContractorPageQueryOptions } from './api/get-contractor-page';
import { contractorIdParam } from './components/contractor-id-param';

/** Contractors (spec 3 §2): the list, Add Contractor and the contractor page; each its own chunk. */
export function contractorsRoutes(queryClient: QueryClient): FeatureRoutes {
  return {
    activeAccount: [
      {
        path: paths.contractors,
        handle: pageHandle('Contractors'),
        loader: prefetchLoader(queryClient, (client) => [client.ensureQueryData(contractorsQueryOptions())]),
        lazy: lazyPage(() => import('./pages/contractors-page').then((m) => m.ContractorsPage)),
      },
      {
        path: paths.contractorAdd,
        handle: pageHandle('Add Contractor'),
        lazy: lazyPage(() => import('./pages/contractor-add-page').then((m) => m.ContractorAddPage)),
      },
      {
        path: paths.pattern.contractor,
        handle: pageHandle('Contractor'),
        loader: prefetchLoader(queryClient, (client, { params }) => {
          const id = contractorIdParam(params.contractor_id);
          return id === null ? [] : [client.ensureQueryData(getContractorPageQueryOptions(id))];
        }),
        lazy: lazyPage(() => import('./pages/contractor-page').then((m) => m.ContractorPage)),
      },
    ],
  };
}
