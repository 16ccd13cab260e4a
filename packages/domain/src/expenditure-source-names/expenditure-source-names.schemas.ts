import { z } from 'zod';
import { textField } from '../common/text.schemas.js';

export const MIN_LONG_NAME = 8;
export const MIN_SHORT_NAME = 2;

export const expenditureSourceNameMessages = {
  longNameRequired: 'Long name is required.',
  longNameMin: 'Long name must be atleast 8 characters.',
  shortNameRequired: 'Short name is required.',
  shortNameMin: 'Short name must be atleast 2 characters.',
  added: 'Expenditure source name added successfully!',
  updated: 'Name updated successfully!',
} as const;

/** Add and edit share one schema (spec 1 §5). */
export const expenditureSourceNameInputSchema = z.object({
  long_name: textField({
    label: 'Long name',
    required: expenditureSourceNameMessages.longNameRequired,
    min: MIN_LONG_NAME,
    minMessage: expenditureSourceNameMessages.longNameMin,
    max: 200,
  }),
  short_name: textField({
    label: 'Short name',
    required: expenditureSourceNameMessages.shortNameRequired,
    min: MIN_SHORT_NAME,
    minMessage: expenditureSourceNameMessages.shortNameMin,
    max: 50,
  }),
});
export type ExpenditureSourceNameInput = z.infer<typeof expenditureSourceNameInputSchema>;

/**
 * The answer: a shape, not the input rules again. A name stored before a rule
 * tightened (or imported) must still read; re-checking it here would turn a
 * read into a 500.
 */
export const expenditureSourceNameSchema = z.object({
  id: z.number().int(),
  long_name: z.string(),
  short_name: z.string(),
});
export type ExpenditureSourceName = z.infer<typeof expenditureSourceNameSchema>;
