/** What each page of the feature reads, started by its route's loader while the page's code loads. */
import { withId, withYear, type Prefetch } from '../../lib/routing';
import { projectContractsQueryOptions } from './api/get-project-contracts';
import { projectQueryOptions } from './api/get-project';
import { projectYearsQueryOptions } from './api/get-project-years';
import { projectsOfYearQueryOptions } from './api/get-projects-of-year';

/** The Projects page. */
export const projects: Prefetch = () => [projectYearsQueryOptions()];

/** The Projects of the Year page. */
export const projectsOfTheYear: Prefetch = withYear('year', (year) => [projectsOfYearQueryOptions(year)]);

/** The Project Details page. */
export const projectDetails: Prefetch = withId('projectId', (id) => [projectQueryOptions(id), projectContractsQueryOptions(id)]);
