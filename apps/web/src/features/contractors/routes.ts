import { paths } from '../../app/paths';
import { featureRoutes, lazyPrefetch } from '../../lib/routing';

/** What the pages read: a chunk of its own, loaded beside the page's (lib/routing.ts `lazyPrefetch`). */
const queries = () => import('./route-queries');

/** Contractors (spec 3 §2): the list, Add Contractor and the contractor page; each its own chunk. */
export const contractorsRoutes = featureRoutes({
  activeAccount: [
    {
      path: paths.contractors,
      title: 'Contractors',
      page: () => import('./pages/contractors-page').then((m) => m.ContractorsPage),
      prefetch: lazyPrefetch(queries, (q) => q.contractors),
    },
    { path: paths.contractorAdd, title: 'Add Contractor', page: () => import('./pages/contractor-add-page').then((m) => m.ContractorAddPage) },
    {
      path: paths.pattern.contractor,
      title: 'Contractor',
      page: () => import('./pages/contractor-page').then((m) => m.ContractorPage),
      prefetch: lazyPrefetch(queries, (q) => q.contractor),
    },
  ],
});
