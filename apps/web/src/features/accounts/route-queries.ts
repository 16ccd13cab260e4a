/** What each page of the feature reads, started by its route's loader while the page's code loads. */
import type { Prefetch } from '../../lib/routing';
import { usersQueryOptions } from '../user-accounts/api/get-users';
import { accountDetailsQueryOptions } from './api/get-account-details';
import { offeredSubscriptionTypesQueryOptions } from './api/get-subscription-types';

/** The Register page. */
export const register: Prefetch = () => [offeredSubscriptionTypesQueryOptions()];

/** The Account Details page. */
export const accountDetails: Prefetch = () => [accountDetailsQueryOptions()];

/** The Account Profile page. */
export const accountProfile: Prefetch = () => [usersQueryOptions()];
