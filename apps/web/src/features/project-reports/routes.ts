import { paths } from '../../app/paths';
import { featureRoutes } from '../../lib/routing';

/**
 * The projects reports and the overall S-curve (spec 2 §2): signed-in users.
 * The report pages read on Generate, so nothing is prefetched.
 */
export const projectReportsRoutes = featureRoutes({
  signedIn: [
    { path: paths.projectsReports, title: 'Projects Report', page: () => import('./pages/projects-reports-page').then((m) => m.ProjectsReportsPage) },
    {
      path: paths.projectsAccomplishmentReport,
      title: 'Projects Accomplishment Report',
      page: () => import('./pages/projects-accomplishment-page').then((m) => m.ProjectsAccomplishmentPage),
    },
    {
      path: paths.projectsAccomplishmentSummaryReport,
      title: 'Accomplishment Summary Report By Fund Source',
      page: () => import('./pages/accomplishment-summary-page').then((m) => m.AccomplishmentSummaryPage),
    },
    { path: paths.pattern.projectReport, title: 'Project Detailed Report', page: () => import('./pages/project-report-page').then((m) => m.ProjectReportPage) },
    { path: paths.overallSCurve, title: 'Overall S-Curve', page: () => import('./pages/overall-s-curve-page').then((m) => m.OverallSCurvePage) },
  ],
});
