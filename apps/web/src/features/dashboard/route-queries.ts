/** What each page of the feature reads, started by its route's loader while the page's code loads. */
import type { Prefetch } from '../../lib/routing';
import { DASHBOARD_ACTIVITY_LIMIT } from '../../lib/site';
import { accountDetailsQueryOptions } from '../accounts/api/get-account-details';
import { activityStreamQueryOptions } from '../activity/api/get-activity-stream';
import { officeSetupQueryOptions } from './api/get-office-setup';

/** The Dashboard page. */
export const dashboard: Prefetch = () => [accountDetailsQueryOptions(), activityStreamQueryOptions(DASHBOARD_ACTIVITY_LIMIT, 'changes'), officeSetupQueryOptions()];
