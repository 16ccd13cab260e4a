import { paths } from '../../app/paths';
import { featureRoutes, lazyPrefetch } from '../../lib/routing';

/** What the pages read: a chunk of its own, loaded beside the page's (lib/routing.ts `lazyPrefetch`). */
const queries = () => import('./route-queries');

export const userAccountsRoutes = featureRoutes({
  activeAccount: [
    {
      path: paths.pattern.userProfile,
      title: 'User Profile',
      page: () => import('./pages/user-profile-page').then((m) => m.UserProfilePage),
      prefetch: lazyPrefetch(queries, (q) => q.userProfile),
    },
    {
      path: paths.pattern.userAccountUpdate,
      title: 'Update User Account',
      page: () => import('./pages/user-account-update-page').then((m) => m.UserAccountUpdatePage),
      prefetch: lazyPrefetch(queries, (q) => q.updateUserAccount),
    },
  ],
});
