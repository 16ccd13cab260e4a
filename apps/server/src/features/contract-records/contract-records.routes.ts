import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { physicalSchedulesRoutes } from './physical-schedules/physical-schedules.routes.js';
import { physicalAccomplishmentsRoutes } from './physical-accomplishments/physical-accomplishments.routes.js';
import { suspensionOrdersRoutes } from './suspension-orders/suspension-orders.routes.js';
import { timeExtensionsRoutes } from './time-extensions/time-extensions.routes.js';
import { variationOrdersRoutes } from './variation-orders/variation-orders.routes.js';
import { physicalFeaturesRoutes } from './physical-features/physical-features.routes.js';
import { billingsRoutes } from './billings/billings.routes.js';

/**
 * Registered in app.ts. What is recorded against a contract, one sub-feature
 * folder per record kind (routes, service, repository), registered here. Each
 * reaches the contract through the contracts service (requireContract,
 * contractRecordsOf), never its tables.
 */
export const contractRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(physicalSchedulesRoutes);
  await app.register(physicalAccomplishmentsRoutes);
  await app.register(suspensionOrdersRoutes);
  await app.register(timeExtensionsRoutes);
  await app.register(variationOrdersRoutes);
  await app.register(physicalFeaturesRoutes);
  await app.register(billingsRoutes);
};
