import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';
import { pageHandle, prefetchLoader, type FeatureRoutes } from '../../lib/routing';
import { userQueryOptions } from './api/get-user';

/** A positive whole-number id from the address, or null (then the page says what is wrong). */
export function userIdParam(value: string | undefined): number | null {
  const id = Number(value);
  return value !== undefined && Number.isInteger(id) && id > 0 ? id : null;
}

export function userAccountsRoutes(queryClient: QueryClient): FeatureRoutes {
  return {
    activeAccount: [
      {
        path: paths.pattern.userProfile,
        handle: pageHandle('User Profile'),
        loader: prefetchLoader(queryClient, (client, { params }) => {
          const id = userIdParam(params.userId);
          return id === null ? [] : [client.ensureQueryData(userQueryOptions(id))];
        }),
        lazy: lazyPage(() => import('./pages/user-profile-page').then((m) => m.UserProfilePage)),
      },
      {
        path: paths.pattern.userAccountUpdate,
        handle: pageHandle('Update User Account'),
        loader: prefetchLoader(queryClient, (client, { params }) => {
          const id = userIdParam(params.userAccountId);
          return id === null ? [] : [client.ensureQueryData(userQueryOptions(id))];
        }),
        lazy: lazyPage(() => import('./pages/user-account-update-page').then((m) => m.UserAccountUpdatePage)),
      },
    ],
  };
}
