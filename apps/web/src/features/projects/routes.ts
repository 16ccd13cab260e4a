import { paths } from '../../app/paths';
import { featureRoutes, withId, withYear } from '../../lib/routing';
import { projectContractsQueryOptions } from './api/get-project-contracts';
import { projectQueryOptions } from './api/get-project';
import { projectYearsQueryOptions } from './api/get-project-years';
import { projectsOfYearQueryOptions } from './api/get-projects-of-year';

export const projectsRoutes = featureRoutes({
  activeAccount: [
    {
      path: paths.projects,
      title: 'Projects',
      page: () => import('./pages/projects-years-page').then((m) => m.ProjectsYearsPage),
      prefetch: () => [projectYearsQueryOptions()],
    },
    {
      path: paths.pattern.projectsByYear,
      title: 'Projects of the Year',
      page: () => import('./pages/projects-of-year-page').then((m) => m.ProjectsOfYearPage),
      prefetch: withYear('year', (year) => [projectsOfYearQueryOptions(year)]),
    },
    {
      path: paths.pattern.projectDetails,
      title: 'Project Details',
      page: () => import('./pages/project-details-page').then((m) => m.ProjectDetailsPage),
      prefetch: withId('projectId', (id) => [projectQueryOptions(id), projectContractsQueryOptions(id)]),
    },
  ],
});
