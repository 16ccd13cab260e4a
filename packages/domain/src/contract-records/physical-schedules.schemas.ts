import { z } from 'zod';
import { isoDateField, optionalIsoDateField, wholeNumberField } from '../common/text.schemas.js';

/**
 * Physical schedule nodes (spec 1 §3, §5, §7, §8): what the server checks and
 * the web's forms validate, with the spec's messages and toasts once.
 */
export const physicalScheduleMessages = {
  accomplishmentRequired: 'Accomplishment is required.',
  accomplishmentNotANumber: 'Accomplishment must be a number.',
  accomplishmentRange: 'Accomplishment must be a percentage from 0 to 100.',
  accomplishmentDecimals: 'Accomplishment can have at most 4 decimals.',
  dateRequired: 'Date effective is required.',
  contractRequired: 'Contract is required.',
  contractIdMissing: 'Contract Id must be specified in viewing physical schedule.',
  deleteConfirm: 'Continue deleting the selected data?',
  added: 'Physical schedule node added successfully!',
  updated: 'Physical schedule node updated successfully!',
  deleted: 'Physical schedule node has been deleted.',
} as const;

/** A cumulative percentage 0–100 with at most 4 decimals (stored as numeric(7,4)). */
export function percentField(messages: { required: string; notANumber: string; range: string; decimals: string } = {
  required: physicalScheduleMessages.accomplishmentRequired,
  notANumber: physicalScheduleMessages.accomplishmentNotANumber,
  range: physicalScheduleMessages.accomplishmentRange,
  decimals: physicalScheduleMessages.accomplishmentDecimals,
}) {
  return z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : messages.notANumber) })
    .refine((value) => Number.isFinite(value) && value >= 0 && value <= 100, { error: messages.range })
    .refine((value) => Math.abs(Math.round(value * 10_000) - value * 10_000) < 1e-6, { error: messages.decimals });
}

export const physicalScheduleCreateSchema = z.object({
  accomplishment: percentField(),
  contract_id: wholeNumberField('Contract', physicalScheduleMessages.contractRequired),
  date_effective: isoDateField('Date effective', physicalScheduleMessages.dateRequired),
});
export type PhysicalScheduleCreateInput = z.infer<typeof physicalScheduleCreateSchema>;

/** `as_of_date` moves the node; absent or null keeps its date. */
export const physicalScheduleUpdateSchema = z.object({
  as_of_date: optionalIsoDateField('Date'),
  accomplishment: percentField(),
});
export type PhysicalScheduleUpdateInput = z.infer<typeof physicalScheduleUpdateSchema>;
export type PhysicalScheduleUpdateBody = z.input<typeof physicalScheduleUpdateSchema>;

/** A node as the API answers it: `day` is days_elapsed of its date (DOMAIN.md). */
export const physicalScheduleSchema = z.object({
  id: z.number().int(),
  day: z.number().int(),
  date: z.string(),
  accomplishment: z.number(),
  contract: z.number().int(),
});
export type PhysicalSchedule = z.infer<typeof physicalScheduleSchema>;

/** The web's Add and Update dialogs: a date and the cumulative percentage (Update sends the date as `as_of_date`). */
export const physicalScheduleFormSchema = z.object({
  date_effective: isoDateField('Date effective', physicalScheduleMessages.dateRequired),
  accomplishment: percentField(),
});
export type PhysicalScheduleFormValues = z.input<typeof physicalScheduleFormSchema>;
