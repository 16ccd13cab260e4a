import { centavosToPesos, OFFERED_SUBSCRIPTION_TYPE_ID, subscriptionOperations } from '@subaybay/domain';
import { operationRoutes } from '../../lib/operations.js';
import { findSubscriptionType } from './subscriptions.repository.js';

/** The subscriptions operations (declared in packages/domain/src/subscriptions/subscriptions.operations.ts). */
export const subscriptionsRoutes = operationRoutes(subscriptionOperations, (app) => ({
  types: async () => {
    const row = await findSubscriptionType(app.db, OFFERED_SUBSCRIPTION_TYPE_ID);
    // The column reads as centavos; the API sends pesos as JSON numbers (API.md).
    return row ? [{ id: row.id, name: row.name, price: centavosToPesos(row.price), billing: row.billing }] : [];
  },
}));
