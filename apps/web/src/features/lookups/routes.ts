import { paths } from '../../app/paths';
import { featureRoutes } from '../../lib/routing';
import { fundSourcesQueryOptions } from './api/get-fund-sources';
import { municipalitiesQueryOptions } from './api/get-municipalities';
import { systemsQueryOptions } from './api/get-systems';

/** Systems/categories and fund sources (spec 2 §2); registered in app/routes.tsx. */
export const lookupsRoutes = featureRoutes({
  activeAccount: [
    {
      path: paths.systems,
      title: 'Systems / Categories',
      page: () => import('./pages/systems-page').then((m) => m.SystemsPage),
      prefetch: () => [systemsQueryOptions()],
    },
    {
      path: paths.systemAdd,
      title: 'Add System / Category',
      page: () => import('./pages/system-add-page').then((m) => m.SystemAddPage),
      prefetch: () => [municipalitiesQueryOptions()],
    },
    {
      path: paths.pattern.systemUpdate,
      title: 'Update System / Category',
      page: () => import('./pages/system-update-page').then((m) => m.SystemUpdatePage),
      prefetch: () => [municipalitiesQueryOptions()],
    },
    {
      path: paths.fundSources,
      title: 'Fund Sources',
      page: () => import('./pages/fund-sources-page').then((m) => m.FundSourcesPage),
      prefetch: () => [fundSourcesQueryOptions()],
    },
  ],
});
