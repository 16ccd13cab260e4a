import { paths } from '../../app/paths';
import { featureRoutes, lazyPrefetch } from '../../lib/routing';

/** What the page reads: a chunk of its own, loaded beside the page's (lib/routing.ts `lazyPrefetch`). */
const queries = () => import('./route-queries');

/** Registered in app/routes.tsx: a contract's photos need an active account, like its other records. */
export const contractPhotosRoutes = featureRoutes({
  activeAccount: [
    {
      path: paths.pattern.contractPhotos,
      title: 'Photos',
      page: () => import('./pages/contract-photos-page').then((m) => m.ContractPhotosPage),
      prefetch: lazyPrefetch(queries, (q) => q.contractPhotos),
    },
  ],
});
