import { paths } from '../../app/paths';
import { featureRoutes, lazyPrefetch } from '../../lib/routing';

/** What the pages read: a chunk of its own, loaded beside the page's (lib/routing.ts `lazyPrefetch`). */
const queries = () => import('./route-queries');

/** Systems/categories and fund sources (spec 2 §2); registered in app/routes.tsx. */
export const lookupsRoutes = featureRoutes({
  activeAccount: [
    {
      path: paths.systems,
      title: 'Systems / Categories',
      page: () => import('./pages/systems-page').then((m) => m.SystemsPage),
      prefetch: lazyPrefetch(queries, (q) => q.systemsCategories),
    },
    {
      path: paths.systemAdd,
      title: 'Add System / Category',
      page: () => import('./pages/system-add-page').then((m) => m.SystemAddPage),
      prefetch: lazyPrefetch(queries, (q) => q.addSystemCategory),
    },
    {
      path: paths.pattern.systemUpdate,
      title: 'Update System / Category',
      page: () => import('./pages/system-update-page').then((m) => m.SystemUpdatePage),
      prefetch: lazyPrefetch(queries, (q) => q.addSystemCategory),
    },
    {
      path: paths.fundSources,
      title: 'Fund Sources',
      page: () => import('./pages/fund-sources-page').then((m) => m.FundSourcesPage),
      prefetch: lazyPrefetch(queries, (q) => q.fundSources),
    },
  ],
});
