import { paths } from '../../app/paths';
import { featureRoutes, withId } from '../../lib/routing';
import { userQueryOptions } from './api/get-user';

/** A user id of the address: the one path-id rule, under the name the user pages import. */
export { pathId as userIdParam } from '../../lib/path-params';

export const userAccountsRoutes = featureRoutes({
  activeAccount: [
    {
      path: paths.pattern.userProfile,
      title: 'User Profile',
      page: () => import('./pages/user-profile-page').then((m) => m.UserProfilePage),
      prefetch: withId('userId', (id) => [userQueryOptions(id)]),
    },
    {
      path: paths.pattern.userAccountUpdate,
      title: 'Update User Account',
      page: () => import('./pages/user-account-update-page').then((m) => m.UserAccountUpdatePage),
      prefetch: withId('userAccountId', (id) => [userQueryOptions(id)]),
    },
  ],
});
