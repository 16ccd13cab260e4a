import { z } from 'zod';
import { centavosSchema } from '../common/money.schemas.js';
import { optionalIsoDateField, textField, wholeNumberField } from '../common/text.schemas.js';

/**
 * Billings, the Financial Accomplishment page (spec 3 §2, §3, §5, §7, §8).
 * A billing is one progress billing (DOMAIN.md "Money"); its percent
 * accomplishment is cumulative against the revised contract amount.
 */
export const billingMessages = {
  amountRequired: 'Billing amount is required.',
  amountPositive: 'Billing amount must be more than zero.',
  remarksRequired: 'Remarks about the billing is required.',
  contractRequired: 'Contract is required.',
  added: 'Contract billing added successfully!',
  updated: 'Contract billing updated successfully!',
  deleted: 'Financial accomplishment has been deleted.',
  confirmDelete: 'Continue deleting the selected data?',
  missingContract: 'Contract Id must be specified in viewing physical accomplishment.',
  dateInFuture: 'The billing date (As Of) cannot be in the future.',
  dateBeforeEffectivity: (effectivity: string) => `The billing date (As Of) cannot be before the contract effectivity date, ${effectivity}.`,
} as const;

export const BILLING_REMARKS_MAX = 1000;

const billingFields = {
  billing_amount: centavosSchema('Billing amount', { required: billingMessages.amountRequired }).refine((amount) => amount > 0, {
    error: billingMessages.amountPositive,
  }),
  remarks: textField({ label: 'Remarks', required: billingMessages.remarksRequired, max: BILLING_REMARKS_MAX, multiline: true }),
  /** The billing date; absent (or null, '') means today in Manila on create, unchanged on update. */
  as_of_str: optionalIsoDateField('As Of'),
};

/** `POST financial-accomplishments/create/`. */
export const billingCreateSchema = z.object({
  contract_id: wholeNumberField('Contract', billingMessages.contractRequired),
  ...billingFields,
});
export type BillingCreateInput = z.output<typeof billingCreateSchema>;
export type BillingCreateBody = z.input<typeof billingCreateSchema>;

/** `PUT financial-accomplishments/update/{id}/`. */
export const billingUpdateSchema = z.object(billingFields);
export type BillingUpdateInput = z.output<typeof billingUpdateSchema>;
export type BillingUpdateBody = z.input<typeof billingUpdateSchema>;

/** A billing as the API answers it (a shape, not the input rules). */
export const billingSchema = z.object({
  id: z.number().int(),
  contract_id: z.number().int(),
  billing_date: z.string(),
  /** Pesos. */
  billing_amount: z.number(),
  /** Σ billings up to and including this one ÷ revised contract amount × 100 (unrounded). */
  percent_accomplishment: z.number(),
  /** Days elapsed of the contract at the billing date. */
  day: z.number().int(),
  remarks: z.string(),
  /** The server's timestamp at creation (ISO 8601): the one-day window runs from it. */
  entry_date: z.string(),
});
export type BillingItem = z.infer<typeof billingSchema>;

/**
 * The Add/Update Billing dialog: the update fields plus the 'Overwrite Day
 * Elapsed' tick that reveals 'As Of' (spec 3 §2). Without the tick no date is
 * sent and the server dates the billing today (or keeps its date on update).
 */
export const billingFormSchema = billingUpdateSchema.extend({ overwrite_day_elapsed: z.boolean() });
export type BillingFormValues = z.input<typeof billingFormSchema>;
