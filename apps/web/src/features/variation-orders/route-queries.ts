/** What each page of the feature reads, started by its route's loader while the page's code loads. */
import { withId, type Prefetch } from '../../lib/routing';
import { contractQueryOptions } from '../contracts/api/get-contract';
import { variationOrdersQueryOptions } from './api/get-variation-orders';

/** The Variation Orders page. */
export const variationOrders: Prefetch = withId('contractId', (id) => [variationOrdersQueryOptions(id), contractQueryOptions(id)]);
