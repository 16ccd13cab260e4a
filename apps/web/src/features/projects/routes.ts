import { paths } from '../../app/paths';
import { featureRoutes, lazyPrefetch } from '../../lib/routing';

/** What the pages read: a chunk of its own, loaded beside the page's (lib/routing.ts `lazyPrefetch`). */
const queries = () => import('./route-queries');

export const projectsRoutes = featureRoutes({
  activeAccount: [
    {
      path: paths.projects,
      title: 'Projects',
      page: () => import('./pages/projects-years-page').then((m) => m.ProjectsYearsPage),
      prefetch: lazyPrefetch(queries, (q) => q.projects),
    },
    {
      path: paths.pattern.projectsByYear,
      title: 'Projects of the Year',
      page: () => import('./pages/projects-of-year-page').then((m) => m.ProjectsOfYearPage),
      prefetch: lazyPrefetch(queries, (q) => q.projectsOfTheYear),
    },
    {
      path: paths.pattern.projectDetails,
      title: 'Project Details',
      page: () => import('./pages/project-details-page').then((m) => m.ProjectDetailsPage),
      prefetch: lazyPrefetch(queries, (q) => q.projectDetails),
    },
  ],
});
