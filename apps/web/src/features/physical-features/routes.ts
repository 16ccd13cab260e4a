import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';
import { pageHandle, prefetchLoader, type FeatureRoutes } from '../../lib/routing';
import { contractQueryOptions } from '../contracts/api/get-contract';
import { contractIdParam } from '../contracts/components/contract-id-param';
import { contractFeaturesQueryOptions } from './api/get-contract-features';
import { featureNamesQueryOptions } from './api/get-feature-names';

/** Registered in app/routes.tsx: feature names, a contract's features, one feature's entries (signed-in users). */
export function physicalFeaturesRoutes(queryClient: QueryClient): FeatureRoutes {
  return {
    signedIn: [
      {
        path: paths.physicalFeatureNames,
        handle: pageHandle('Physical Features'),
        loader: prefetchLoader(queryClient, (client) => [client.ensureQueryData(featureNamesQueryOptions())]),
        lazy: lazyPage(() => import('./pages/feature-names-page').then((m) => m.FeatureNamesPage)),
      },
      {
        path: paths.pattern.physicalFeaturesOfContract,
        handle: pageHandle('Physical Features'),
        loader: prefetchLoader(queryClient, (client, { params }) => {
          const id = contractIdParam(params.id);
          return id === null
            ? []
            : [client.ensureQueryData(contractFeaturesQueryOptions(id)), client.ensureQueryData(contractQueryOptions(id)), client.ensureQueryData(featureNamesQueryOptions())];
        }),
        lazy: lazyPage(() => import('./pages/contract-features-page').then((m) => m.ContractFeaturesPage)),
      },
      {
        path: paths.pattern.physicalFeatureAccomplishments,
        handle: pageHandle('Physical Feature Accomplishments'),
        loader: prefetchLoader(queryClient, (client, { params }) => {
          const id = contractIdParam(params.contractId);
          return id === null ? [] : [client.ensureQueryData(contractQueryOptions(id)), client.ensureQueryData(featureNamesQueryOptions())];
        }),
        lazy: lazyPage(() => import('./pages/feature-accomplishments-page').then((m) => m.FeatureAccomplishmentsPage)),
      },
    ],
  };
}
