import { z } from 'zod';
import { isoDateSchema } from '../common/dates.schemas.js';
import { centavosSchema } from '../common/money.schemas.js';
import { isoDateField, textField, wholeNumberField } from '../common/text.schemas.js';

/** Variation orders (spec 3 §2, §3, §5, §7, §8; DOMAIN.md "Money": the latest one is the revised amount). */
export const variationOrderMessages = {
  fieldRequired: 'This field is required.',
  added: 'Variation order has been added successfully!',
  updated: 'Variation order has been updated successfully!',
  deleted: 'Variation order has been deleted successfully!',
  confirmDelete: 'Continue deleting the selected data?',
  /** The spec names none for this page; worded like its others (spec 3 §8). */
  missingContract: 'Contract Id must be specified in viewing variation orders.',
  belowBilled: (revised: string, billed: string) =>
    `The revised contract amount would be ${revised}, below the ${billed} already billed. Correct the billings first.`,
} as const;

export const VARIATION_ORDER_REMARKS_MAX = 1000;

const variationOrderFields = {
  date_effective: isoDateField('Effective date', variationOrderMessages.fieldRequired),
  revised_amount: centavosSchema('Revised amount', { required: variationOrderMessages.fieldRequired }),
  remarks: textField({ label: 'Remarks', required: variationOrderMessages.fieldRequired, max: VARIATION_ORDER_REMARKS_MAX, multiline: true }),
};

/** `POST variation-orders/create/`. */
export const variationOrderCreateSchema = z.object({
  contract_id: wholeNumberField('Contract', variationOrderMessages.fieldRequired),
  ...variationOrderFields,
});
export type VariationOrderCreateInput = z.output<typeof variationOrderCreateSchema>;
export type VariationOrderCreateBody = z.input<typeof variationOrderCreateSchema>;

/** `PUT variation-orders/update/{id}/`. */
export const variationOrderUpdateSchema = z.object(variationOrderFields);
export type VariationOrderUpdateInput = z.output<typeof variationOrderUpdateSchema>;
export type VariationOrderUpdateBody = z.input<typeof variationOrderUpdateSchema>;

export const variationOrderSchema = z.object({
  id: z.number().int(),
  contract_id: z.number().int(),
  date_effective: isoDateSchema,
  /** Pesos: the contract amount after this order. */
  revised_amount: z.number(),
  remarks: z.string(),
  entry_date: z.string(),
});
export type VariationOrderItem = z.infer<typeof variationOrderSchema>;

/** The answer of create and update: the order and the 10 % ceiling warning (DOMAIN.md: warn, do not refuse). */
export const variationOrderWriteSchema = variationOrderSchema.extend({ warning: z.string().nullable() });
export type VariationOrderWrite = z.infer<typeof variationOrderWriteSchema>;
