import {
  billingOperations,
  physicalAccomplishmentOperations,
  physicalFeatureOperations,
  physicalScheduleOperations,
  suspensionOrderOperations,
  timeExtensionOperations,
  variationOrderOperations,
} from '../contract-records/contract-records.operations.js';
import { contractorOperations } from '../contractors/contractors.operations.js';
import type { OperationDeclaration, OperationGroup } from './operation.js';

/**
 * Every declared API operation, by feature. The server checks at boot that
 * each one is registered with a handler; the web's test route table and the
 * OpenAPI document are derived from them. A new operation is added to its
 * feature's `<feature>.operations.ts` and its group listed here once.
 */
export const apiOperations = {
  contractors: contractorOperations,
  physicalSchedules: physicalScheduleOperations,
  physicalAccomplishments: physicalAccomplishmentOperations,
  suspensionOrders: suspensionOrderOperations,
  timeExtensions: timeExtensionOperations,
  variationOrders: variationOrderOperations,
  physicalFeatures: physicalFeatureOperations,
  billings: billingOperations,
} as const satisfies Record<string, OperationGroup>;

/** Every declared operation, as a list. */
export function declaredOperations(): OperationDeclaration[] {
  return Object.values(apiOperations).flatMap((group: OperationGroup) => Object.values(group));
}
