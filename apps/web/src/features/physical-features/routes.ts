import { paths } from '../../app/paths';
import { featureRoutes, withId } from '../../lib/routing';
import { contractQueryOptions } from '../contracts/api/get-contract';
import { contractFeaturesQueryOptions } from './api/get-contract-features';
import { featureNamesQueryOptions } from './api/get-feature-names';

/** Registered in app/routes.tsx: feature names, a contract's features, one feature's entries (signed-in users). */
export const physicalFeaturesRoutes = featureRoutes({
  signedIn: [
    {
      path: paths.physicalFeatureNames,
      title: 'Physical Features',
      page: () => import('./pages/feature-names-page').then((m) => m.FeatureNamesPage),
      prefetch: () => [featureNamesQueryOptions()],
    },
    {
      path: paths.pattern.physicalFeaturesOfContract,
      title: 'Physical Features',
      page: () => import('./pages/contract-features-page').then((m) => m.ContractFeaturesPage),
      prefetch: withId('id', (id) => [contractFeaturesQueryOptions(id), contractQueryOptions(id), featureNamesQueryOptions()]),
    },
    {
      path: paths.pattern.physicalFeatureAccomplishments,
      title: 'Physical Feature Accomplishments',
      page: () => import('./pages/feature-accomplishments-page').then((m) => m.FeatureAccomplishmentsPage),
      prefetch: withId('contractId', (id) => [contractQueryOptions(id), featureNamesQueryOptions()]),
    },
  ],
});
