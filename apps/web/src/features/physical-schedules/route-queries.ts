/** What each page of the feature reads, started by its route's loader while the page's code loads. */
import { withId, type Prefetch } from '../../lib/routing';
import { contractQueryOptions } from '../contracts/api/get-contract';
import { physicalSchedulesQueryOptions } from './api/get-physical-schedules';

/** The Physical Schedule page. */
export const physicalSchedule: Prefetch = withId('contractId', (id) => [contractQueryOptions(id), physicalSchedulesQueryOptions(id)]);
