import { z } from 'zod';
import { isoDateField, textField, wholeNumberField } from '../common/text.schemas.js';

/**
 * Physical feature names and their per-contract cumulative quantities
 * (spec 3 §2, §3, §5, §7, §8; DOMAIN.md "Money": the latest entry dated ≤ T
 * is the quantity as of T).
 */
export const physicalFeatureMessages = {
  nameRequired: 'Name is required.',
  descriptionRequired: 'Description is required.',
  unitRequired: 'Unit is required.',
  nameTaken: 'A physical feature with this name already exists.',
  nameInUse: 'This physical feature has accomplishments entered on contracts. Delete those entries first.',
  contractRequired: 'Contract is required.',
  featureRequired: 'Physical feature is required.',
  dateRequired: 'Accomplishment date is required.',
  quantityRequired: 'Quantity is required.',
  quantityNotANumber: 'Quantity must be a number.',
  quantityNegative: 'Quantity must not be negative.',
  quantityDecimals: 'Quantity must have at most 4 decimal places.',
  quantityTooLarge: 'Quantity must be less than 1,000,000,000,000.',
  dateInFuture: 'The accomplishment date cannot be in the future.',
  dateTaken: (date: string) => `A quantity is already entered for this feature on ${date}; update that entry instead.`,
  nameAdded: 'Feature added successfully!',
  nameUpdated: 'Feature updated successfully!',
  nameDeleted: 'Feature deleted successfully!',
  accomplishmentAdded: 'Feature accomplishment has been added successfully!',
  accomplishmentUpdated: 'Feature accomplishment has been updated successfully!',
  accomplishmentDeleted: 'Feature accomplishment has been deleted successfully!',
  confirmDelete: 'Continue deleting the selected data?',
  /** Spec 3 §6: a viewer cannot open the accomplishments of a feature. */
  viewerCannotOpen: 'A viewer cannot open the accomplishments of a physical feature.',
  /** The spec names none for these pages; worded like its others (spec 3 §8). */
  missingContract: 'Contract Id must be specified in viewing physical features.',
} as const;

/** numeric(16,4): twelve digits before the point. */
export const MAX_FEATURE_QUANTITY = 1e12;

/** True when `value` has at most 4 decimals (read from its shortest text, so no float rounding hides a fifth). */
export function hasAtMostFourDecimals(value: number): boolean {
  const text = String(value);
  if (/e/i.test(text)) return Math.abs(value) >= 1; // 1e21 has none; 1e-7 has too many
  const fraction = text.split('.')[1] ?? '';
  return fraction.length <= 4;
}

/** A cumulative quantity: a JSON number ≥ 0 with at most 4 decimals, below 10^12. */
export const featureQuantityField = () =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? physicalFeatureMessages.quantityRequired : physicalFeatureMessages.quantityNotANumber,
    })
    .refine((value) => value >= 0, { error: physicalFeatureMessages.quantityNegative, abort: true })
    .refine((value) => value < MAX_FEATURE_QUANTITY, { error: physicalFeatureMessages.quantityTooLarge, abort: true })
    .refine(hasAtMostFourDecimals, { error: physicalFeatureMessages.quantityDecimals });

// ── Names ──────────────────────────────────────────────────────────────────

export const physicalFeatureNameInputSchema = z.object({
  name: textField({ label: 'Name', required: physicalFeatureMessages.nameRequired, max: 200 }),
  description: textField({ label: 'Description', required: physicalFeatureMessages.descriptionRequired, max: 1000, multiline: true }),
  unit: textField({ label: 'Unit', required: physicalFeatureMessages.unitRequired, max: 50 }),
});
export type PhysicalFeatureNameInput = z.output<typeof physicalFeatureNameInputSchema>;
export type PhysicalFeatureNameBody = z.input<typeof physicalFeatureNameInputSchema>;

export const physicalFeatureNameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  unit: z.string(),
});
export type PhysicalFeatureName = z.infer<typeof physicalFeatureNameSchema>;

// ── Feature accomplishments ────────────────────────────────────────────────

/** `POST physical-features/features/create/`. */
export const featureAccomplishmentCreateSchema = z.object({
  contract_id: wholeNumberField('Contract', physicalFeatureMessages.contractRequired),
  physical_feature_name_id: wholeNumberField('Physical feature', physicalFeatureMessages.featureRequired),
  accomplishment_date: isoDateField('Accomplishment date', physicalFeatureMessages.dateRequired),
  quantity: featureQuantityField(),
});
export type FeatureAccomplishmentCreateInput = z.output<typeof featureAccomplishmentCreateSchema>;
export type FeatureAccomplishmentCreateBody = z.input<typeof featureAccomplishmentCreateSchema>;

/** `PUT physical-features/features/update/{id}/`: the quantity only (spec 3 §7). */
export const featureAccomplishmentUpdateSchema = z.object({ quantity: featureQuantityField() });
export type FeatureAccomplishmentUpdateInput = z.output<typeof featureAccomplishmentUpdateSchema>;

export const featureAccomplishmentSchema = z.object({
  id: z.number().int(),
  contract_id: z.number().int(),
  physical_feature_name_id: z.number().int(),
  accomplishment_date: z.string(),
  quantity: z.number(),
  entry_date: z.string(),
});
export type FeatureAccomplishmentItem = z.infer<typeof featureAccomplishmentSchema>;

/** `GET physical-features/features/contract/{contractId}`: one row per feature name used on the contract. */
export const contractFeatureSummarySchema = z.object({
  name_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The latest quantity as of today (featureQuantityAsOf). */
  quantity: z.number(),
  unit: z.string(),
});
export type ContractFeatureSummary = z.infer<typeof contractFeatureSummarySchema>;

/** The Add Accomplishment dialog of a contract's features page: the create fields without the contract (from the page). */
export const featureAccomplishmentFormSchema = featureAccomplishmentCreateSchema.omit({ contract_id: true });
export type FeatureAccomplishmentFormValues = z.input<typeof featureAccomplishmentFormSchema>;
