import { OFFERED_SUBSCRIPTION_TYPE_ID, subscriptionTypeSchema, type SubscriptionType } from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findSubscriptionType } from './subscriptions.repository.js';

export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/subscriptions/subscription-types', {
    config: { access: 'public' },
    schema: {
      tags: ['subscriptions'],
      summary: 'Subscription types offered at registration (only Monthly, id 1)',
      response: { 200: z.array(subscriptionTypeSchema) },
    },
    handler: async (): Promise<SubscriptionType[]> => {
      const row = await findSubscriptionType(app.db, OFFERED_SUBSCRIPTION_TYPE_ID);
      // numeric(16,2) arrives as a string; the API sends amounts as JSON numbers (API.md).
      return row ? [{ id: row.id, name: row.name, price: Number(row.price), billing: row.billing }] : [];
    },
  });
};
