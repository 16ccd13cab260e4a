/** What each page of the feature reads, started by its route's loader while the page's code loads. */
import { withId, type Prefetch } from '../../lib/routing';
import { contractQueryOptions } from '../contracts/api/get-contract';
import { timeExtensionsQueryOptions } from './api/get-time-extensions';

/** The Approved Time Extensions page. */
export const approvedTimeExtensions: Prefetch = withId('contractId', (id) => [timeExtensionsQueryOptions(id), contractQueryOptions(id)]);
