import { paths } from '../../app/paths';
import { featureRoutes, lazyPrefetch } from '../../lib/routing';

/** What the pages read: a chunk of its own, loaded beside the page's (lib/routing.ts `lazyPrefetch`). */
const queries = () => import('./route-queries');

/** Registered in app/routes.tsx: feature names, a contract's features, one feature's entries (signed-in users). */
export const physicalFeaturesRoutes = featureRoutes({
  signedIn: [
    {
      path: paths.physicalFeatureNames,
      title: 'Physical Features',
      page: () => import('./pages/feature-names-page').then((m) => m.FeatureNamesPage),
      prefetch: lazyPrefetch(queries, (q) => q.physicalFeatures),
    },
    {
      path: paths.pattern.physicalFeaturesOfContract,
      title: 'Physical Features',
      page: () => import('./pages/contract-features-page').then((m) => m.ContractFeaturesPage),
      prefetch: lazyPrefetch(queries, (q) => q.physicalFeatures2),
    },
    {
      path: paths.pattern.physicalFeatureAccomplishments,
      title: 'Physical Feature Accomplishments',
      page: () => import('./pages/feature-accomplishments-page').then((m) => m.FeatureAccomplishmentsPage),
      prefetch: lazyPrefetch(queries, (q) => q.physicalFeatureAccomplishments),
    },
  ],
});
