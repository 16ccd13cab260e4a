import { centavosToPesos, OFFERED_SUBSCRIPTION_TYPE_ID, subscriptionTypeSchema, type SubscriptionType } from '@subaybay/domain';
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
      // The column reads as centavos; the API sends pesos as JSON numbers (API.md).
      return row ? [{ id: row.id, name: row.name, price: centavosToPesos(row.price), billing: row.billing }] : [];
    },
  });
};
