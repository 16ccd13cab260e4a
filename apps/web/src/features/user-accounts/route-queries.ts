/** What each page of the feature reads, started by its route's loader while the page's code loads. */
import { withId, type Prefetch } from '../../lib/routing';
import { userQueryOptions } from './api/get-user';

/** The User Profile page. */
export const userProfile: Prefetch = withId('userId', (id) => [userQueryOptions(id)]);

/** The Update User Account page. */
export const updateUserAccount: Prefetch = withId('userAccountId', (id) => [userQueryOptions(id)]);
