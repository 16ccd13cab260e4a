import { paths } from '../../app/paths';
import { featureRoutes, lazyPrefetch } from '../../lib/routing';

/** What the pages read: a chunk of its own, loaded beside the page's (lib/routing.ts `lazyPrefetch`). */
const queries = () => import('./route-queries');

export const accountsRoutes = featureRoutes({
  public: [
    {
      path: paths.register,
      title: 'Register',
      page: () => import('./pages/register-page').then((m) => m.RegisterPage),
      prefetch: lazyPrefetch(queries, (q) => q.register),
    },
  ],
  signedIn: [{ path: paths.inactive, title: 'Account Inactive', page: () => import('./pages/inactive-page').then((m) => m.InactivePage) }],
  activeAccount: [
    {
      path: paths.accountSettings,
      title: 'Account Details',
      page: () => import('./pages/account-settings-page').then((m) => m.AccountSettingsPage),
      prefetch: lazyPrefetch(queries, (q) => q.accountDetails),
    },
    {
      path: paths.accountProfile,
      title: 'Account Profile',
      page: () => import('./pages/account-profile-page').then((m) => m.AccountProfilePage),
      // The users panel is the user-accounts feature's, read through its exported query.
      prefetch: lazyPrefetch(queries, (q) => q.accountProfile),
    },
  ],
});
