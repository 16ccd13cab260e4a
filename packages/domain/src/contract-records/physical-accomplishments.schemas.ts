import { z } from 'zod';
import { isIsoDate } from '../common/dates.js';
import { dateRangeMessages, isOnOrAfterEarliestRecordDate } from '../common/date-ranges.js';
import { optionalIsoDateField, wholeNumberField } from '../common/text.schemas.js';
import { percentField } from './physical-schedules.schemas.js';

/**
 * Physical accomplishment nodes (spec 1 §3, §4, §5, §7, §8). The day-0 node
 * the spec's client creates with `overwrite_day_elapsed: 0` is implicit (every
 * curve starts at (day 0, 0 %), DOMAIN.md): the server answers it without
 * storing a row, since no calendar date on or after E sits at day 0.
 */
export const physicalAccomplishmentMessages = {
  contractRequired: 'Contract is required.',
  contractIdMissing: 'Contract Id must be specified in viewing physical accomplishment.',
  /** The one-day window of mayEditEntry: it binds everyone but the account holder. */
  notice: 'An accomplishment node can be updated or deleted within one day of its input; after that, only the account holder can.',
  cannotEdit: 'Accomplishment node cannot be edited after one day from input.',
  cannotDelete: 'Accomplishment node cannot be deleted after one day from input.',
  deleteConfirm: 'Continue deleting the selected data?',
  added: 'Physical accomplishment node added successfully!',
  updated: 'Physical accomplishment node updated successfully!',
  deleted: 'Physical accomplishment node has been deleted.',
  dayZeroOnlyZero: 'The day 0 node is always 0%.',
  asOfDateRequired: 'As of date is required.',
  dayZeroOnly: 'Day elapsed can only be overwritten with 0 (the initial node); pick an As Of date instead.',
} as const;

export const physicalAccomplishmentCreateSchema = z.object({
  accomplishment: percentField(),
  contract_id: wholeNumberField('Contract', physicalAccomplishmentMessages.contractRequired),
  /** Absent: the node is dated today (Asia/Manila, the server's clock). */
  overwrite_as_of_date: optionalIsoDateField('As of date'),
  /** Only 0, from the spec's client: the implicit initial node. */
  overwrite_day_elapsed: z.union([z.number({ error: 'Day elapsed must be a number.' }), z.null()]).optional(),
});
export type PhysicalAccomplishmentCreateInput = z.infer<typeof physicalAccomplishmentCreateSchema>;
export type PhysicalAccomplishmentCreateBody = z.input<typeof physicalAccomplishmentCreateSchema>;

/** `as_of_date` moves the node; absent or null keeps its date. */
export const physicalAccomplishmentUpdateSchema = z.object({
  as_of_date: optionalIsoDateField('As of date'),
  accomplishment: percentField(),
});
export type PhysicalAccomplishmentUpdateInput = z.infer<typeof physicalAccomplishmentUpdateSchema>;
export type PhysicalAccomplishmentUpdateBody = z.input<typeof physicalAccomplishmentUpdateSchema>;

export const physicalAccomplishmentSchema = z.object({
  id: z.number().int(),
  /** days_elapsed of `date`. */
  day: z.number().int(),
  date: z.string(),
  /** The server's timestamp at creation (ISO 8601): the one-day window runs from it. */
  entry_date: z.string(),
  accomplishment: z.number(),
});
export type PhysicalAccomplishment = z.infer<typeof physicalAccomplishmentSchema>;

/**
 * The web's Add and Update dialogs: the percentage, and the 'Overwrite Day
 * Elapsed' tick that reveals the As Of date (required once ticked). Unticked,
 * Add dates the node today (server clock) and Update keeps the node's date.
 */
export const physicalAccomplishmentFormSchema = z
  .object({
    accomplishment: percentField(),
    overwrite: z.boolean(),
    as_of_date: z.string(),
  })
  .superRefine((values, context) => {
    if (!values.overwrite) return;
    if (values.as_of_date === '') context.addIssue({ code: 'custom', path: ['as_of_date'], message: physicalAccomplishmentMessages.asOfDateRequired });
    else if (!isIsoDate(values.as_of_date)) context.addIssue({ code: 'custom', path: ['as_of_date'], message: 'As of date must be a date (YYYY-MM-DD).' });
    else if (!isOnOrAfterEarliestRecordDate(values.as_of_date)) context.addIssue({ code: 'custom', path: ['as_of_date'], message: dateRangeMessages.tooEarly('As of date') });
  });
export type PhysicalAccomplishmentFormValues = z.input<typeof physicalAccomplishmentFormSchema>;
