import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { PageSkeleton } from '../components/skeletons';
import type { FeatureRoutes } from '../lib/routing';
import { accountsRoutes } from '../features/accounts/routes';
import { activityRoutes } from '../features/activity/routes';
import { authRoutes } from '../features/auth/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { expenditureSourceNamesRoutes } from '../features/expenditure-source-names/routes';
import { projectFinanceRoutes } from '../features/project-finance/routes';
import { landingRoutes } from '../features/landing/routes';
import { legalRoutes } from '../features/legal/routes';
import { guideRoutes } from '../features/guide/routes';
import { lookupsRoutes } from '../features/lookups/routes';
import { notFoundRoute } from '../features/not-found/routes';
import { projectsRoutes } from '../features/projects/routes';
import { userAccountsRoutes } from '../features/user-accounts/routes';
import { contractsRoutes } from '../features/contracts/routes';
import { contractorsRoutes } from '../features/contractors/routes';
import { reportsRoutes } from '../features/reports/routes';
import { projectReportsRoutes } from '../features/project-reports/routes';
import { physicalSchedulesRoutes } from '../features/physical-schedules/routes';
import { physicalAccomplishmentsRoutes } from '../features/physical-accomplishments/routes';
import { suspensionOrdersRoutes } from '../features/suspension-orders/routes';
import { timeExtensionsRoutes } from '../features/time-extensions/routes';
import { variationOrdersRoutes } from '../features/variation-orders/routes';
import { physicalFeaturesRoutes } from '../features/physical-features/routes';
import { billingsRoutes } from '../features/billings/routes';
import { contractPhotosRoutes } from '../features/contract-photos/routes';
import { forumRoutes } from '../features/forum/routes';
import { AppLayout } from './app-layout';
import { RequireActiveAccount, RequireAuth } from './guards';
import { paths } from './paths';
import { RouteError } from './route-error';

/**
 * Spec 1 §2 route table, composed from each feature's routes: the layout, the
 * guards, and the not-found page last. Every page is its own chunk (spec 1 §9:
 * 120 s limit) and its loader starts the page's queries while the chunk loads.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const features: FeatureRoutes[] = [
    landingRoutes,
    authRoutes,
    legalRoutes,
    guideRoutes,
    accountsRoutes,
    dashboardRoutes,
    userAccountsRoutes,
    activityRoutes,
    expenditureSourceNamesRoutes,
    lookupsRoutes,
    projectsRoutes,
    projectFinanceRoutes,
    contractsRoutes,
    contractorsRoutes,
    reportsRoutes,
    projectReportsRoutes,
    physicalSchedulesRoutes,
    physicalAccomplishmentsRoutes,
    suspensionOrdersRoutes,
    timeExtensionsRoutes,
    variationOrdersRoutes,
    physicalFeaturesRoutes,
    forumRoutes,
    billingsRoutes,
    contractPhotosRoutes,
  ].map((routes) => routes(queryClient));
  const group = (access: keyof FeatureRoutes) => features.flatMap((feature) => feature[access] ?? []);

  return [
    {
      path: paths.home,
      Component: AppLayout,
      HydrateFallback: PageSkeleton,
      ErrorBoundary: RouteError,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            ...group('public'),
            {
              Component: RequireAuth,
              children: [...group('signedIn'), { Component: RequireActiveAccount, children: group('activeAccount') }],
            },
            notFoundRoute(queryClient),
          ],
        },
      ],
    },
  ];
}
