import { physicalFeatureOperations } from '@subaybay/domain';
import { operationRoutes } from '../../../lib/operations.js';
import { createPhysicalFeaturesService } from './physical-features.service.js';

/** Registered by contract-records.routes.ts. Feature names and feature accomplishments, declared in packages/domain (contract-records.operations.ts). */
export const physicalFeaturesRoutes = operationRoutes(physicalFeatureOperations, (app) => {
  const service = createPhysicalFeaturesService(app);
  return {
    names: async ({ actor }) => service.listNames(actor),
    name: async ({ actor, params }) => service.getName(actor, params.id),
    createName: async ({ actor, body, ip }) => service.createName(actor, body, ip),
    updateName: async ({ actor, params, body, ip }) => service.updateName(actor, params.id, body, ip),
    deleteName: async ({ actor, params, ip }) => service.removeName(actor, params.id, ip),
    contractSummary: async ({ actor, params }) => service.contractSummary(actor, params.contractId),
    entries: async ({ actor, params }) => service.entriesOf(actor, params.contractId, params.nameId),
    latestQuantity: async ({ actor, params }) => service.latestQuantity(actor, params.contractId, params.nameId),
    entry: async ({ actor, params }) => service.getEntry(actor, params.id),
    createEntry: async ({ actor, body, ip }) => service.createEntry(actor, body, ip),
    updateEntry: async ({ actor, params, body, ip }) => service.updateEntry(actor, params.id, body, ip),
    deleteEntry: async ({ actor, params, ip }) => service.removeEntry(actor, params.id, ip),
  };
});
