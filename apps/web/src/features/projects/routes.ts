import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';
import { pageHandle, prefetchLoader, type FeatureRoutes } from '../../lib/routing';
import { projectContractsQueryOptions } from './api/get-project-contracts';
import { projectQueryOptions } from './api/get-project';
import { projectYearsQueryOptions } from './api/get-project-years';
import { projectsOfYearQueryOptions } from './api/get-projects-of-year';
import { idParam, yearParam } from './components/year-param';

export function projectsRoutes(queryClient: QueryClient): FeatureRoutes {
  return {
    activeAccount: [
      {
        path: paths.projects,
        handle: pageHandle('Projects'),
        loader: prefetchLoader(queryClient, (client) => [client.ensureQueryData(projectYearsQueryOptions())]),
        lazy: lazyPage(() => import('./pages/projects-years-page').then((m) => m.ProjectsYearsPage)),
      },
      {
        path: paths.pattern.projectsByYear,
        handle: pageHandle('Projects of the Year'),
        loader: prefetchLoader(queryClient, (client, { params }) => {
          const year = yearParam(params.year);
          return year === null ? [] : [client.ensureQueryData(projectsOfYearQueryOptions(year))];
        }),
        lazy: lazyPage(() => import('./pages/projects-of-year-page').then((m) => m.ProjectsOfYearPage)),
      },
      {
        path: paths.pattern.projectDetails,
        handle: pageHandle('Project Details'),
        loader: prefetchLoader(queryClient, (client, { params }) => {
          const id = idParam(params.projectId);
          return id === null ? [] : [client.ensureQueryData(projectQueryOptions(id)), client.ensureQueryData(projectContractsQueryOptions(id))];
        }),
        lazy: lazyPage(() => import('./pages/project-details-page').then((m) => m.ProjectDetailsPage)),
      },
    ],
  };
}
