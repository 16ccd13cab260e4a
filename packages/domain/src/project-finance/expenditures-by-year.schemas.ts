import { z } from 'zod';
import { isCalendarYear } from './calendar-years.js';

/**
 * Finance › Expenditures by year (spec 2 §2, §3): per project, its name and
 * allocation and the disbursed expenditures, plus the total the domain
 * computed (`summariseExpendituresByYear`), so the page adds nothing up a
 * second way.
 */
export const financeYearMessages = {
  yearRequired: 'This field is required.',
  yearNotANumber: 'Year must be a number.',
  yearOutOfRange: 'Year must be between 1900 and 9999.',
} as const;


/** The 'Type a Year' dialog: the field holds what was typed. */
export const financeYearFormSchema = z.object({
  year: z
    .string()
    .trim()
    .min(1, { error: financeYearMessages.yearRequired })
    .refine((value) => /^\d+$/.test(value), { error: financeYearMessages.yearNotANumber })
    .refine((value) => isCalendarYear(Number(value)), { error: financeYearMessages.yearOutOfRange }),
});

export const expendituresByYearItemSchema = z.object({
  project: z.object({ id: z.number().int(), name: z.string(), amount: z.number() }),
  /** Only expenditures with a date disbursed: the ones summed into the total. */
  expenditures: z.array(z.object({ id: z.number().int(), amount: z.number(), date_disbursed: z.string() })),
  expenditures_total: z.number(),
});
export type ExpendituresByYearItem = z.infer<typeof expendituresByYearItemSchema>;
