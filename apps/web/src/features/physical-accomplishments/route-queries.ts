/** What each page of the feature reads, started by its route's loader while the page's code loads. */
import { withId, type Prefetch } from '../../lib/routing';
import { contractQueryOptions } from '../contracts/api/get-contract';
import { physicalAccomplishmentsQueryOptions } from './api/get-physical-accomplishments';

/** The Physical Accomplishment page. */
export const physicalAccomplishment: Prefetch = withId('contractId', (id) => [contractQueryOptions(id), physicalAccomplishmentsQueryOptions(id)]);
