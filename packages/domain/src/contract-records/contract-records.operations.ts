import { z } from 'zod';
import { defineOperations } from '../api/operation.js';
import { operationFamily } from '../api/operation-family.js';
import { idParam } from '../common/id.schemas.js';
import { billingCreateSchema, billingSchema, billingUpdateSchema } from './billings.schemas.js';
import {
  physicalAccomplishmentCreateSchema,
  physicalAccomplishmentSchema,
  physicalAccomplishmentUpdateSchema,
} from './physical-accomplishments.schemas.js';
import {
  contractFeatureSummarySchema,
  featureAccomplishmentCreateSchema,
  featureAccomplishmentSchema,
  featureAccomplishmentUpdateSchema,
  physicalFeatureNameInputSchema,
  physicalFeatureNameSchema,
} from './physical-features.schemas.js';
import { physicalScheduleCreateSchema, physicalScheduleSchema, physicalScheduleUpdateSchema } from './physical-schedules.schemas.js';
import { recordOperations, recordVerbs } from './record-operations.js';
import {
  resumeOrderCreateSchema,
  resumeOrderSchema,
  suspensionOrderCreateSchema,
  suspensionOrderSchema,
  suspensionResumptionSchema,
} from './suspension-orders.schemas.js';
import { timeExtensionCreateSchema, timeExtensionSchema, timeExtensionUpdateSchema } from './time-extensions.schemas.js';
import { variationOrderCreateSchema, variationOrderSchema, variationOrderUpdateSchema, variationOrderWriteSchema } from './variation-orders.schemas.js';

/**
 * What is recorded against a contract, one group per record kind. The kinds
 * with the five standard operations are one `recordOperations` declaration
 * each (record-operations.ts); what differs is written here: who reads and
 * writes, the permission rows, the summaries, the spec's PUT delete of
 * variation orders, the extra reads of suspensions and physical features.
 */

/** Spec 1 §7 "Physical schedules": admins write, future dates allowed. */
export const physicalScheduleOperations = defineOperations(
  recordOperations({
    segment: 'physical-schedules',
    tag: 'physical-schedules',
    readAccess: 'activeAccount',
    writeAccess: 'activeAccount',
    record: physicalScheduleSchema,
    written: physicalScheduleSchema,
    createBody: physicalScheduleCreateSchema,
    updateBody: physicalScheduleUpdateSchema,
    permissions: { create: 'physicalSchedule.write', update: 'physicalSchedule.write', delete: 'physicalSchedule.write' },
    deleteMethod: 'DELETE',
    summaries: {
      list: "A contract's physical schedule nodes, in date order",
      one: 'One physical schedule node',
      create: 'Add a physical schedule node (admins; future dates allowed)',
      update: 'Change a physical schedule node (admins)',
      delete: 'Delete a physical schedule node (admins)',
    },
  }),
);

/** Spec 1 §7 "Physical accomplishments": every role but the viewer; non-admins change an entry within one day. */
export const physicalAccomplishmentOperations = defineOperations(
  recordOperations({
    segment: 'physical-accomplishments',
    tag: 'physical-accomplishments',
    readAccess: 'activeAccount',
    writeAccess: 'activeAccount',
    record: physicalAccomplishmentSchema,
    written: physicalAccomplishmentSchema,
    createBody: physicalAccomplishmentCreateSchema,
    updateBody: physicalAccomplishmentUpdateSchema,
    permissions: { create: 'physicalAccomplishment.create', update: 'physicalAccomplishment.update', delete: 'physicalAccomplishment.delete' },
    deleteMethod: 'DELETE',
    summaries: {
      list: "A contract's physical accomplishment nodes, in date order",
      one: 'One physical accomplishment node',
      create:
        'Add a physical accomplishment node (dated today in Manila unless overwrite_as_of_date; overwrite_day_elapsed 0 answers the implicit day-0 node)',
      update: 'Change a physical accomplishment node (non-admins: within one day of entry)',
      delete: 'Delete a physical accomplishment node (non-admins: within one day of entry)',
    },
  }),
);

/** Approved time extensions (spec 3 §7): an active account is needed (spec 3 §2). */
export const timeExtensionOperations = defineOperations(
  recordOperations({
    segment: 'approved-time-extensions',
    tag: 'time-extensions',
    readAccess: 'activeAccount',
    writeAccess: 'activeAccount',
    record: timeExtensionSchema,
    written: timeExtensionSchema,
    createBody: timeExtensionCreateSchema,
    updateBody: timeExtensionUpdateSchema,
    permissions: { create: 'timeExtensions.write', update: 'timeExtensions.write', delete: 'timeExtensions.write' },
    deleteMethod: 'DELETE',
    summaries: {
      list: "A contract's approved time extensions, by date approved",
      one: 'One approved time extension',
      create: 'Add an approved time extension (approved on or after the request, not in the future)',
      update: 'Change an approved time extension',
      delete: 'Delete an approved time extension',
    },
  }),
);

/**
 * Variation orders (spec 3 §7): a signed-in user reads and writes; create and
 * update answer the 10% ceiling warning with the order; the spec sends delete as a PUT.
 */
export const variationOrderOperations = defineOperations(
  recordOperations({
    segment: 'variation-orders',
    tag: 'variation-orders',
    readAccess: 'user',
    writeAccess: 'user',
    record: variationOrderSchema,
    written: variationOrderWriteSchema,
    createBody: variationOrderCreateSchema,
    updateBody: variationOrderUpdateSchema,
    permissions: { create: 'variationOrders.create', update: 'variationOrders.update', delete: 'variationOrders.delete' },
    deleteMethod: 'PUT',
    deleteMayRefuse: true,
    summaries: {
      list: "A contract's variation orders, by date effective",
      one: 'One variation order',
      create: 'Add a variation order (answers the 10% ceiling warning; refused below the amount billed)',
      update: 'Change a variation order (non-admins: within one day of entry)',
      delete: 'Delete a variation order (sent as PUT, spec; non-admins: within one day of entry)',
    },
  }),
);

/**
 * Billings (spec 3 Financial Accomplishment): `billings` in code, the spec's
 * `financial-accomplishments/` in URLs. Delete has no permission row here:
 * the service answers a missing billing 404 before refusing a non-admin, so ids reveal nothing.
 */
export const billingOperations = defineOperations(
  recordOperations({
    segment: 'financial-accomplishments',
    tag: 'billings',
    readAccess: 'activeAccount',
    writeAccess: 'activeAccount',
    record: billingSchema,
    written: billingSchema,
    createBody: billingCreateSchema,
    updateBody: billingUpdateSchema,
    permissions: { create: 'billings.create', update: 'billings.update' },
    deleteMethod: 'DELETE',
    summaries: {
      list: "A contract's billings with their cumulative percent accomplishment",
      one: 'One billing',
      create: 'Add a billing (as of today unless as_of_str; refused above the revised contract amount)',
      update: 'Change a billing (non-admins: within one day of entry)',
      delete: 'Delete a billing (admins only)',
    },
  }),
);

/**
 * Spec 1 §7 "Suspension and resume orders" (both path families, one concept).
 * Spec 1 §2: the page needs authentication only, so the reads need a signed-in
 * user (and answer 403 like the rest of a contract's pages); writes need an
 * active account (an inactive office is read-only). No one-record read and no
 * update: an order is deleted and entered again.
 */
const suspensionReads = recordVerbs('suspension-orders', { tag: 'suspension-orders', access: 'user' });
const suspensionWrites = recordVerbs('suspension-orders', { tag: 'suspension-orders', access: 'activeAccount' });
const resumeReads = recordVerbs('resume-orders', { tag: 'suspension-orders', access: 'user' });
const resumeWrites = recordVerbs('resume-orders', { tag: 'suspension-orders', access: 'activeAccount' });
const readRefusals = { extraErrors: [403] } as const;

export const suspensionOrderOperations = defineOperations({
  list: suspensionReads.listOfContract(suspensionOrderSchema, "A contract's suspension orders, each with its resume order or null", readRefusals),
  suspensionResumption: suspensionReads.listOfContract(
    suspensionResumptionSchema,
    'Each suspension with suspended_on, resumed_on and days_suspended as of today (Asia/Manila)',
    { path: 'suspension-orders/suspension-resumption/{contractId}', ...readRefusals },
  ),
  create: suspensionWrites.create(
    suspensionOrderCreateSchema,
    suspensionOrderSchema,
    'suspensions.write',
    'Suspend a contract (project inspectors and admins)',
  ),
  delete: suspensionWrites.delete('suspensions.write', 'Delete a suspension order and its resume order'),
  resumeOrders: resumeReads.listOfContract(resumeOrderSchema, "A contract's resume orders", readRefusals),
  createResume: resumeWrites.create(
    resumeOrderCreateSchema,
    resumeOrderSchema,
    'suspensions.write',
    'Resume a suspended contract (project inspectors and admins)',
  ),
  deleteResume: resumeWrites.delete('suspensions.write', 'Delete a resume order (the suspension runs on)', { mayRefuse: true }),
});

/**
 * Spec 3 §7's names/… and features/… calls, under physical-features/ (API.md):
 * the office's feature names, and the cumulative quantities entered per
 * contract and name. A signed-in user reads and writes (the permission rows decide).
 */
const physicalFeatures = operationFamily({ tag: 'physical-features', access: 'user' });
const featureNames = recordVerbs('physical-features/names', physicalFeatures);
const features = recordVerbs('physical-features/features', physicalFeatures);
const contractNameParams = { params: z.object({ contractId: idParam, nameId: idParam }) } as const;

export const physicalFeatureOperations = defineOperations({
  names: physicalFeatures.read('physical-features/names/', z.array(physicalFeatureNameSchema), "The office's physical feature names"),
  name: featureNames.one(physicalFeatureNameSchema, 'One physical feature name'),
  createName: featureNames.create(
    physicalFeatureNameInputSchema,
    physicalFeatureNameSchema,
    'featureNames.write',
    'Add a physical feature name (unique in the office, ignoring case)',
    // A name belongs to the office, not to a contract: nothing to find.
    { extraErrors: [] },
  ),
  updateName: featureNames.update(physicalFeatureNameInputSchema, physicalFeatureNameSchema, 'featureNames.write', 'Change a physical feature name'),
  deleteName: featureNames.delete('featureNames.write', 'Delete a physical feature name (refused while entries use it)', { mayRefuse: true }),
  contractSummary: features.listOfContract(
    contractFeatureSummarySchema,
    "A contract's features with their quantity as of today (one per feature name used)",
  ),
  entries: physicalFeatures.read(
    'physical-features/features/contract/{contractId}/feature-name/{nameId}',
    z.array(featureAccomplishmentSchema),
    'The entries of one feature on a contract, by date',
    contractNameParams,
  ),
  latestQuantity: physicalFeatures.read(
    'physical-features/features/accomplishment/contract/{contractId}/feature-name/{nameId}',
    z.number(),
    'The latest quantity of one feature on a contract (as of today), a number',
    contractNameParams,
  ),
  entry: features.one(featureAccomplishmentSchema, 'One feature accomplishment'),
  createEntry: features.create(
    featureAccomplishmentCreateSchema,
    featureAccomplishmentSchema,
    'features.write',
    'Add a cumulative feature quantity (never lower than an earlier one)',
  ),
  updateEntry: features.update(
    featureAccomplishmentUpdateSchema,
    featureAccomplishmentSchema,
    'features.write',
    'Change the quantity of an entry (non-admins: within one day of entry)',
  ),
  deleteEntry: features.delete('features.write', 'Delete an entry (non-admins: within one day of entry)'),
});
