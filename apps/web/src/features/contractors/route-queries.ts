/** What each page of the feature reads, started by its route's loader while the page's code loads. */
import { withId, type Prefetch } from '../../lib/routing';
import { contractorsQueryOptions } from '../contracts/api/get-contractors';
import { getContractorPageQueryOptions } from './api/get-contractor-page';

/** The Contractors page. */
export const contractors: Prefetch = () => [contractorsQueryOptions()];

/** The Contractor page. */
export const contractor: Prefetch = withId('contractor_id', (id) => [getContractorPageQueryOptions(id)]);
