import {
  billingOperations,
  physicalAccomplishmentOperations,
  physicalScheduleOperations,
  timeExtensionOperations,
  variationOrderOperations,
} from '@subaybay/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createBillingsService } from './billings/billings.service.js';
import { createPhysicalAccomplishmentsService } from './physical-accomplishments/physical-accomplishments.service.js';
import { physicalFeaturesRoutes } from './physical-features/physical-features.routes.js';
import { createPhysicalSchedulesService } from './physical-schedules/physical-schedules.service.js';
import { recordRoutes } from './record-routes.js';
import { suspensionOrdersRoutes } from './suspension-orders/suspension-orders.routes.js';
import { createTimeExtensionsService } from './time-extensions/time-extensions.service.js';
import { createVariationOrdersService } from './variation-orders/variation-orders.service.js';

/**
 * Registered in app.ts. What is recorded against a contract, one sub-feature
 * folder per record kind (its service, and its own SQL where it needs more
 * than record-tables.ts). The kinds declared with the domain's
 * `recordOperations` (list, one, create, update, delete) are routed here by
 * `recordRoutes` to their service; suspension orders and physical features
 * have routes of their own. Each reaches the contract through the contracts
 * service (requireContract, contractRecordsOf), never its tables.
 */
export const contractRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(recordRoutes(physicalScheduleOperations, createPhysicalSchedulesService));
  await app.register(recordRoutes(physicalAccomplishmentOperations, createPhysicalAccomplishmentsService));
  await app.register(suspensionOrdersRoutes);
  await app.register(recordRoutes(timeExtensionOperations, createTimeExtensionsService));
  await app.register(recordRoutes(variationOrderOperations, createVariationOrdersService));
  await app.register(physicalFeaturesRoutes);
  await app.register(recordRoutes(billingOperations, createBillingsService));
};
