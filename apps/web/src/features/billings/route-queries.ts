/** What each page of the feature reads, started by its route's loader while the page's code loads. */
import { withId, type Prefetch } from '../../lib/routing';
import { contractQueryOptions } from '../contracts/api/get-contract';
import { billingsQueryOptions } from './api/get-billings';

/** The Financial Accomplishment page. */
export const financialAccomplishment: Prefetch = withId('contractId', (id) => [billingsQueryOptions(id), contractQueryOptions(id)]);
