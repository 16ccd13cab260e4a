import { paths } from '../../app/paths';
import { featureRoutes, withId } from '../../lib/routing';
import { userQueryOptions } from './api/get-user';

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
