import { z } from 'zod';
import { subscriptionTypeSchema } from '../accounts/accounts.schemas.js';
import { defineOperations } from '../api/operation.js';

/** The subscription types registration offers (spec 1 §2). */
export const subscriptionOperations = defineOperations({
  types: {
    method: 'GET',
    path: 'subscriptions/subscription-types',
    tag: 'subscriptions',
    summary: 'Subscription types offered at registration (only Monthly, id 1)',
    access: 'public',
    status: 200,
    response: z.array(subscriptionTypeSchema),
    errors: [],
  },
});
