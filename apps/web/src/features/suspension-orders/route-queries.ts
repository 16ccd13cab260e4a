/** What each page of the feature reads, started by its route's loader while the page's code loads. */
import { withId, type Prefetch } from '../../lib/routing';
import { contractQueryOptions } from '../contracts/api/get-contract';
import { suspensionOrdersQueryOptions } from './api/get-suspension-orders';

/** The Suspension Orders page. */
export const suspensionOrders: Prefetch = withId('contractId', (id) => [contractQueryOptions(id), suspensionOrdersQueryOptions(id)]);
