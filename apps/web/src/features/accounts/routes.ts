import { paths } from '../../app/paths';
import { featureRoutes } from '../../lib/routing';
import { usersQueryOptions } from '../user-accounts/api/get-users';
import { accountDetailsQueryOptions } from './api/get-account-details';
import { offeredSubscriptionTypesQueryOptions } from './api/get-subscription-types';

export const accountsRoutes = featureRoutes({
  public: [
    {
      path: paths.register,
      title: 'Register',
      page: () => import('./pages/register-page').then((m) => m.RegisterPage),
      prefetch: () => [offeredSubscriptionTypesQueryOptions()],
    },
  ],
  signedIn: [{ path: paths.inactive, title: 'Account Inactive', page: () => import('./pages/inactive-page').then((m) => m.InactivePage) }],
  activeAccount: [
    {
      path: paths.accountSettings,
      title: 'Account Details',
      page: () => import('./pages/account-settings-page').then((m) => m.AccountSettingsPage),
      prefetch: () => [accountDetailsQueryOptions()],
    },
    {
      path: paths.accountProfile,
      title: 'Account Profile',
      page: () => import('./pages/account-profile-page').then((m) => m.AccountProfilePage),
      // The users panel is the user-accounts feature's, read through its exported query.
      prefetch: () => [usersQueryOptions()],
    },
  ],
});
