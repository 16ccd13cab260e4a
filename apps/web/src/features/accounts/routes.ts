import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';
import { pageHandle, prefetchLoader, type FeatureRoutes } from '../../lib/routing';
import { usersQueryOptions } from '../user-accounts/api/get-users';
import { accountDetailsQueryOptions } from './api/get-account-details';
import { offeredSubscriptionTypesQueryOptions } from './api/get-subscription-types';

export function accountsRoutes(queryClient: QueryClient): FeatureRoutes {
  return {
    public: [
      {
        path: paths.register,
        handle: pageHandle('Register'),
        loader: prefetchLoader(queryClient, (client) => [client.ensureQueryData(offeredSubscriptionTypesQueryOptions())], { signedIn: false }),
        lazy: lazyPage(() => import('./pages/register-page').then((m) => m.RegisterPage)),
      },
    ],
    signedIn: [
      {
        path: paths.inactive,
        handle: pageHandle('Account Inactive'),
        lazy: lazyPage(() => import('./pages/inactive-page').then((m) => m.InactivePage)),
      },
    ],
    activeAccount: [
      {
        path: paths.accountSettings,
        handle: pageHandle('Account Details'),
        loader: prefetchLoader(queryClient, (client) => [client.ensureQueryData(accountDetailsQueryOptions())]),
        lazy: lazyPage(() => import('./pages/account-settings-page').then((m) => m.AccountSettingsPage)),
      },
      {
        path: paths.accountProfile,
        handle: pageHandle('Account Profile'),
        // The users panel is the user-accounts feature's, read through its exported query.
        loader: prefetchLoader(queryClient, (client) => [client.ensureQueryData(usersQueryOptions())]),
        lazy: lazyPage(() => import('./pages/account-profile-page').then((m) => m.AccountProfilePage)),
      },
    ],
  };
}
