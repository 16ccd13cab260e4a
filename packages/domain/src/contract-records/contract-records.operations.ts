import { z } from 'zod';
import { defineOperations } from '../api/operation.js';
import { idParam } from '../common/ids.js';
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
import {
  createRecordOperation,
  deleteRecordOperation,
  listByContractOperation,
  oneRecordOperation,
  recordOperations,
  updateRecordOperation,
} from './record-operations.js';
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
 * user; writes need an active account (an inactive office is read-only).
 * No one-record read and no update: an order is deleted and entered again.
 */
const suspensionOrders = { segment: 'suspension-orders', tag: 'suspension-orders' } as const;
const resumeOrders = { segment: 'resume-orders', tag: 'suspension-orders' } as const;
const suspensionReads = [401, 403, 404] as const;

export const suspensionOrderOperations = defineOperations({
  list: listByContractOperation({ ...suspensionOrders, access: 'user' }, suspensionOrderSchema, "A contract's suspension orders, each with its resume order or null", {
    errors: suspensionReads,
  }),
  suspensionResumption: listByContractOperation(
    { ...suspensionOrders, access: 'user' },
    suspensionResumptionSchema,
    'Each suspension with suspended_on, resumed_on and days_suspended as of today (Asia/Manila)',
    { path: 'suspension-orders/suspension-resumption/{contractId}', errors: suspensionReads },
  ),
  create: createRecordOperation(
    { ...suspensionOrders, access: 'activeAccount' },
    suspensionOrderCreateSchema,
    suspensionOrderSchema,
    'suspensions.write',
    'Suspend a contract (project inspectors and admins)',
  ),
  delete: deleteRecordOperation(
    { ...suspensionOrders, access: 'activeAccount' },
    'DELETE',
    'suspensions.write',
    'Delete a suspension order and its resume order',
  ),
  resumeOrders: listByContractOperation({ ...resumeOrders, access: 'user' }, resumeOrderSchema, "A contract's resume orders", { errors: suspensionReads }),
  createResume: createRecordOperation(
    { ...resumeOrders, access: 'activeAccount' },
    resumeOrderCreateSchema,
    resumeOrderSchema,
    'suspensions.write',
    'Resume a suspended contract (project inspectors and admins)',
  ),
  deleteResume: deleteRecordOperation(
    { ...resumeOrders, access: 'activeAccount' },
    'DELETE',
    'suspensions.write',
    'Delete a resume order (the suspension runs on)',
    { mayRefuse: true },
  ),
});

/**
 * Spec 3 §7's names/… and features/… calls, under physical-features/ (API.md):
 * the office's feature names, and the cumulative quantities entered per
 * contract and name. A signed-in user reads and writes (the permission rows decide).
 */
const featureNames = { segment: 'physical-features/names', tag: 'physical-features', access: 'user' } as const;
const features = { segment: 'physical-features/features', tag: 'physical-features', access: 'user' } as const;
const contractNameParams = z.object({ contractId: idParam, nameId: idParam });

export const physicalFeatureOperations = defineOperations({
  names: {
    method: 'GET',
    path: 'physical-features/names/',
    tag: featureNames.tag,
    summary: "The office's physical feature names",
    access: featureNames.access,
    status: 200,
    response: z.array(physicalFeatureNameSchema),
    errors: [401],
  },
  name: oneRecordOperation(featureNames, physicalFeatureNameSchema, 'One physical feature name'),
  createName: {
    ...createRecordOperation(
      featureNames,
      physicalFeatureNameInputSchema,
      physicalFeatureNameSchema,
      'featureNames.write',
      'Add a physical feature name (unique in the office, ignoring case)',
    ),
    // A name belongs to the office, not to a contract: nothing to find.
    errors: [400, 401, 403],
  },
  updateName: updateRecordOperation(featureNames, physicalFeatureNameInputSchema, physicalFeatureNameSchema, 'featureNames.write', 'Change a physical feature name'),
  deleteName: deleteRecordOperation(featureNames, 'DELETE', 'featureNames.write', 'Delete a physical feature name (refused while entries use it)', {
    mayRefuse: true,
  }),
  contractSummary: listByContractOperation(
    features,
    contractFeatureSummarySchema,
    "A contract's features with their quantity as of today (one per feature name used)",
  ),
  entries: {
    method: 'GET',
    path: 'physical-features/features/contract/{contractId}/feature-name/{nameId}',
    tag: features.tag,
    summary: 'The entries of one feature on a contract, by date',
    access: features.access,
    params: contractNameParams,
    status: 200,
    response: z.array(featureAccomplishmentSchema),
    errors: [401, 404],
  },
  latestQuantity: {
    method: 'GET',
    path: 'physical-features/features/accomplishment/contract/{contractId}/feature-name/{nameId}',
    tag: features.tag,
    summary: 'The latest quantity of one feature on a contract (as of today), a number',
    access: features.access,
    params: contractNameParams,
    status: 200,
    response: z.number(),
    errors: [401, 404],
  },
  entry: oneRecordOperation(features, featureAccomplishmentSchema, 'One feature accomplishment'),
  createEntry: createRecordOperation(
    features,
    featureAccomplishmentCreateSchema,
    featureAccomplishmentSchema,
    'features.write',
    'Add a cumulative feature quantity (never lower than an earlier one)',
  ),
  updateEntry: updateRecordOperation(
    features,
    featureAccomplishmentUpdateSchema,
    featureAccomplishmentSchema,
    'features.write',
    'Change the quantity of an entry (non-admins: within one day of entry)',
  ),
  deleteEntry: deleteRecordOperation(features, 'DELETE', 'features.write', 'Delete an entry (non-admins: within one day of entry)'),
});
