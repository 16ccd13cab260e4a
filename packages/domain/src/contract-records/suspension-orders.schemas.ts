import { z } from 'zod';
import { isoDateSchema } from '../common/dates.schemas.js';
import { isoDateField, optionalIsoDateField, optionalText, textField, wholeNumberField } from '../common/text.schemas.js';

/**
 * Suspension and resume orders (spec 1 §3, §5, §7, §8). The web form requires
 * remarks; the API keeps them optional, as the spec's calls do.
 */
export const suspensionOrderMessages = {
  required: 'This field is required.',
  suspendConfirm: 'Are you sure to delete the suspension order record?',
  resumeConfirm: 'Are you sure to delete the resume order record?',
  suspensionAdded: 'Suspension order added successfully!',
  suspensionWithResumeAdded: 'Suspension order and its resume order added successfully!',
  resumeAdded: 'Resume order created successfully.',
  /** Spec wording, typo included. */
  deleted: 'Susension record has been deleted successfully.',
} as const;

const REASON_MAX = 1000;
const REMARKS_MAX = 2000;
const required = suspensionOrderMessages.required;

/**
 * `resume_date` (with `resume_remarks`) records a suspension order received
 * late together with its resume order, in one write checked as the period
 * [S, R); without it the suspension is still running.
 */
export const suspensionOrderCreateSchema = z.object({
  date_effective: isoDateField('Date effective', required),
  reason: textField({ label: 'Reason', required, max: REASON_MAX, multiline: true }),
  contract_id: wholeNumberField('Contract', required),
  remarks: optionalText('Remarks', REMARKS_MAX, { multiline: true }),
  resume_date: optionalIsoDateField('Resumed on'),
  resume_remarks: optionalText('Resume remarks', REMARKS_MAX, { multiline: true }),
});
export type SuspensionOrderCreateInput = z.infer<typeof suspensionOrderCreateSchema>;
export type SuspensionOrderCreateBody = z.input<typeof suspensionOrderCreateSchema>;

/**
 * The web's Suspend form: the create body without the contract (the page's),
 * remarks required (spec 1 §5). The resume date is filled for an order received
 * late: the suspension is recorded with its resume order.
 */
export const suspensionOrderFormSchema = suspensionOrderCreateSchema
  .omit({ contract_id: true })
  .extend({ remarks: textField({ label: 'Remarks', required, max: REMARKS_MAX, multiline: true }) });
export type SuspensionOrderFormValues = z.input<typeof suspensionOrderFormSchema>;

export const resumeOrderCreateSchema = z.object({
  date_effective: isoDateField('Date effective', required),
  suspension_order_id: wholeNumberField('Suspension order', required),
  remarks: optionalText('Remarks', REMARKS_MAX, { multiline: true }),
});
export type ResumeOrderCreateInput = z.infer<typeof resumeOrderCreateSchema>;
export type ResumeOrderCreateBody = z.input<typeof resumeOrderCreateSchema>;

/** The web's Resume form: remarks required there, but sent only when filled (spec 1 §5). */
export const resumeOrderFormSchema = z.object({
  date_effective: isoDateField('Date effective', required),
  remarks: textField({ label: 'Remarks', required, max: REMARKS_MAX, multiline: true }),
});
export type ResumeOrderFormValues = z.input<typeof resumeOrderFormSchema>;

export const resumeOrderSchema = z.object({
  id: z.number().int(),
  date_effective: isoDateSchema,
  remarks: z.string(),
  suspension_order: z.number().int(),
});
export type ResumeOrder = z.infer<typeof resumeOrderSchema>;

export const suspensionOrderSchema = z.object({
  id: z.number().int(),
  date_effective: isoDateSchema,
  reason: z.string(),
  remarks: z.string(),
  contract: z.number().int(),
  resume_order: resumeOrderSchema.nullable(),
});
export type SuspensionOrder = z.infer<typeof suspensionOrderSchema>;

/** `suspension-orders/suspension-resumption/{contractId}`: the day numbers the schedule revision uses, as of today. */
export const suspensionResumptionSchema = z.object({
  id: z.number().int(),
  date_effective: isoDateSchema,
  resume_date: z.string().nullable(),
  suspended_on: z.number().int(),
  resumed_on: z.number().int(),
  days_suspended: z.number().int(),
});
export type SuspensionResumption = z.infer<typeof suspensionResumptionSchema>;
