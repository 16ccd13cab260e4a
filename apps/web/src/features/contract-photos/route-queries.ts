/** What each page of the feature reads, started by its route's loader while the page's code loads. */
import { withId, type Prefetch } from '../../lib/routing';
import { contractQueryOptions } from '../contracts/api/get-contract';
import { contractPhotosQueryOptions } from './api/get-contract-photos';

/** The Photos page of a contract. */
export const contractPhotos: Prefetch = withId('contractId', (id) => [contractPhotosQueryOptions(id), contractQueryOptions(id)]);
