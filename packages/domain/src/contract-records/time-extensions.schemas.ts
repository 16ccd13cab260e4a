import { z } from 'zod';
import { isoDateField, textField, wholeNumberField } from '../common/text.schemas.js';

/** Approved time extensions (spec 3 §2, §3, §5, §7, §8; DOMAIN.md "Time extensions"). */
export const timeExtensionMessages = {
  dateRequestedRequired: 'Date requested is required.',
  dateApprovedRequired: 'Date approved is required.',
  numberOfDaysRequired: 'Number of days is required.',
  numberOfDaysPositive: 'Number of days must be at least 1.',
  numberOfDaysTooLarge: 'Number of days must be at most 36500.',
  reasonRequired: 'Reason is required.',
  contractRequired: 'Contract is required.',
  approvedBeforeRequested: 'The date approved cannot be before the date requested.',
  approvedInFuture: 'The date approved cannot be in the future: enter an extension once it is approved.',
  added: 'Time extension added successfully.',
  updated: 'Time extension updated successfully.',
  deleted: 'Time extension deleted successfully!',
  confirmDelete: 'Continue deleting the selected data?',
  /** The spec names none for this page; worded like its others (spec 3 §8). */
  missingContract: 'Contract Id must be specified in viewing approved time extensions.',
  dueTo: (reason: string) => `Time extension due to: ${reason}`,
} as const;

export const MIN_TIME_EXTENSION_DAYS = 1;
export const MAX_TIME_EXTENSION_DAYS = 36_500;
export const TIME_EXTENSION_REASON_MAX = 1000;

const timeExtensionFields = {
  number_of_days: wholeNumberField('Number of days', timeExtensionMessages.numberOfDaysRequired)
    .min(MIN_TIME_EXTENSION_DAYS, { error: timeExtensionMessages.numberOfDaysPositive })
    .max(MAX_TIME_EXTENSION_DAYS, { error: timeExtensionMessages.numberOfDaysTooLarge }),
  date_requested: isoDateField('Date requested', timeExtensionMessages.dateRequestedRequired),
  date_approved: isoDateField('Date approved', timeExtensionMessages.dateApprovedRequired),
  reason: textField({ label: 'Reason', required: timeExtensionMessages.reasonRequired, max: TIME_EXTENSION_REASON_MAX, multiline: true }),
};

/** `POST approved-time-extensions/create/`. */
export const timeExtensionCreateSchema = z.object({
  contract_id: wholeNumberField('Contract', timeExtensionMessages.contractRequired),
  ...timeExtensionFields,
});
export type TimeExtensionCreateInput = z.output<typeof timeExtensionCreateSchema>;
export type TimeExtensionCreateBody = z.input<typeof timeExtensionCreateSchema>;

/** `PUT approved-time-extensions/update/{id}/`. */
export const timeExtensionUpdateSchema = z.object(timeExtensionFields);
export type TimeExtensionUpdateInput = z.output<typeof timeExtensionUpdateSchema>;
export type TimeExtensionUpdateBody = z.input<typeof timeExtensionUpdateSchema>;

export const timeExtensionSchema = z.object({
  id: z.number().int(),
  /** The contract's id (the spec's "contract (reference)"). */
  contract: z.number().int(),
  number_of_days: z.number().int(),
  /** Null only for a record stored before the date was required. */
  date_requested: z.string().nullable(),
  date_approved: z.string(),
  reason: z.string(),
  created_on: z.string(),
  updated_on: z.string(),
});
export type TimeExtensionItem = z.infer<typeof timeExtensionSchema>;
