import { z } from 'zod';
import { subscriptionTypeSchema } from '../accounts/accounts.schemas.js';
import { defineOperations } from '../api/operation.js';
import { operationFamily } from '../api/operation-family.js';

/** The subscription types registration offers (spec 1 §2). */
export const subscriptionOperations = defineOperations({
  types: operationFamily({ tag: 'subscriptions', access: 'public' }).read(
    'subscriptions/subscription-types',
    z.array(subscriptionTypeSchema),
    'Subscription types offered at registration (only Monthly, id 1)',
  ),
});
