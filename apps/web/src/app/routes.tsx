import type { RouteObject } from 'react-router';
import { PageSkeleton } from '../components/skeletons';
import { AppLayout, type RouteHandle } from './app-layout';
import { RequireActiveAccount, RequireAuth } from './guards';
import { lazyPage } from './lazy-page';
import { RouteError } from './route-error';

const handle = (title: string): RouteHandle => ({ title });

/**
 * Spec 1 §2 route table. Every page is its own chunk (spec 1 §9: 120 s limit).
 * Public without credentials: home, login, register, terms, privacy and not-found.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    HydrateFallback: PageSkeleton,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, handle: handle('Home'), lazy: lazyPage(() => import('../features/landing/pages/landing-page').then((m) => m.LandingPage)) },
          { path: 'login', handle: handle('Sign In'), lazy: lazyPage(() => import('../features/auth/pages/login-page').then((m) => m.LoginPage)) },
          {
            path: 'register-account',
            handle: handle('Register'),
            lazy: lazyPage(() => import('../features/accounts/pages/register-page').then((m) => m.RegisterPage)),
          },
          { path: 'terms', handle: handle('Terms of Service'), lazy: lazyPage(() => import('../features/legal/pages/terms-page').then((m) => m.TermsPage)) },
          { path: 'privacy', handle: handle('Privacy Policy'), lazy: lazyPage(() => import('../features/legal/pages/privacy-page').then((m) => m.PrivacyPage)) },
          {
            Component: RequireAuth,
            children: [
              { path: 'about', handle: handle('About'), lazy: lazyPage(() => import('../features/landing/pages/about-page').then((m) => m.AboutPage)) },
              {
                path: 'inactive',
                handle: handle('Account Inactive'),
                lazy: lazyPage(() => import('../features/accounts/pages/inactive-page').then((m) => m.InactivePage)),
              },
              {
                Component: RequireActiveAccount,
                children: [
                  {
                    path: 'dashboard',
                    handle: handle('Dashboard'),
                    lazy: lazyPage(() => import('../features/dashboard/pages/dashboard-page').then((m) => m.DashboardPage)),
                  },
                  {
                    path: 'account-settings',
                    handle: handle('Account Details'),
                    lazy: lazyPage(() => import('../features/accounts/pages/account-settings-page').then((m) => m.AccountSettingsPage)),
                  },
                  {
                    path: 'account-profile',
                    handle: handle('Account Profile'),
                    lazy: lazyPage(() => import('../features/accounts/pages/account-profile-page').then((m) => m.AccountProfilePage)),
                  },
                  {
                    path: 'user-profile/:userId',
                    handle: handle('User Profile'),
                    lazy: lazyPage(() => import('../features/user-accounts/pages/user-profile-page').then((m) => m.UserProfilePage)),
                  },
                  {
                    path: 'user-account/update/:userAccountId?',
                    handle: handle('Update User Account'),
                    lazy: lazyPage(() => import('../features/user-accounts/pages/user-account-update-page').then((m) => m.UserAccountUpdatePage)),
                  },
                  {
                    path: 'user-activities',
                    handle: handle('User Activities'),
                    lazy: lazyPage(() => import('../features/activity/pages/user-activities-page').then((m) => m.UserActivitiesPage)),
                  },
                  {
                    path: 'expenditure-source-names',
                    handle: handle('Expenditure Source Names'),
                    lazy: lazyPage(() =>
                      import('../features/expenditure-source-names/pages/expenditure-source-names-page').then((m) => m.ExpenditureSourceNamesPage),
                    ),
                  },
                ],
              },
            ],
          },
          { path: '*', handle: handle('Page Not Found'), lazy: lazyPage(() => import('../features/not-found/pages/not-found-page').then((m) => m.NotFoundPage)) },
        ],
      },
    ],
  },
];
