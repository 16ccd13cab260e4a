import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';
import { pageHandle, type FeatureRoutes } from '../../lib/routing';

/**
 * The projects reports and the overall S-curve (spec 2 §2): signed-in users.
 * The report pages read on Generate, so their loaders start nothing.
 */
export function projectReportsRoutes(_queryClient: QueryClient): FeatureRoutes {
  return {
    signedIn: [
      {
        path: paths.projectsReports,
        handle: pageHandle('Projects Report'),
        lazy: lazyPage(() => import('./pages/projects-reports-page').then((m) => m.ProjectsReportsPage)),
      },
      {
        path: paths.projectsAccomplishmentReport,
        handle: pageHandle('Projects Accomplishment Report'),
        lazy: lazyPage(() => import('./pages/projects-accomplishment-page').then((m) => m.ProjectsAccomplishmentPage)),
      },
      {
        path: paths.projectsAccomplishmentSummaryReport,
        handle: pageHandle('Accomplishment Summary Report By Fund Source'),
        lazy: lazyPage(() => import('./pages/accomplishment-summary-page').then((m) => m.AccomplishmentSummaryPage)),
      },
      {
        path: paths.pattern.projectReport,
        handle: pageHandle('Project Detailed Report'),
        lazy: lazyPage(() => import('./pages/project-report-page').then((m) => m.ProjectReportPage)),
      },
      {
        path: paths.overallSCurve,
        handle: pageHandle('Overall S-Curve'),
        lazy: lazyPage(() => import('./pages/overall-s-curve-page').then((m) => m.OverallSCurvePage)),
      },
    ],
  };
}
