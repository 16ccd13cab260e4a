/** What each page of the feature reads, started by its route's loader while the page's code loads. */
import type { Prefetch } from '../../lib/routing';
import { fundSourcesQueryOptions } from './api/get-fund-sources';
import { municipalitiesQueryOptions } from './api/get-municipalities';
import { systemsQueryOptions } from './api/get-systems';

/** The Systems / Categories page. */
export const systemsCategories: Prefetch = () => [systemsQueryOptions()];

/** The Add System / Category page. */
export const addSystemCategory: Prefetch = () => [municipalitiesQueryOptions()];

/** The Fund Sources page. */
export const fundSources: Prefetch = () => [fundSourcesQueryOptions()];
