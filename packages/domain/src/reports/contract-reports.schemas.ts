import { z } from 'zod';
import { isoDateSchema } from '../common/dates.schemas.js';

/**
 * The Contract Summary and the Contract Timeline (spec 3 §2, §3 "Timeline"),
 * as of a date T. Amounts in pesos, percentages unrounded, dates YYYY-MM-DD.
 */

/** A feature of the contract with its latest quantity as of T (only those above 0). */
export const contractSummaryFeatureSchema = z.object({
  name_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  quantity: z.number(),
  unit: z.string(),
});
export type ContractSummaryFeature = z.infer<typeof contractSummaryFeatureSchema>;

/** The numbered rows of the Contract Summary (figures only; the server adds the contract's data). */
export const contractSummaryFiguresSchema = z.object({
  as_of: isoDateSchema,
  original_contract_amount: z.number(),
  revised_contract_amount: z.number(),
  /** 1. D, calendar days. */
  original_contract_time: z.number().int(),
  /** 2. E. */
  contract_effectivity: z.string(),
  /** 3. E + D − 1. */
  original_expiry_date: z.string(),
  /** 4. T − E + 1 (0 before E). */
  calendar_days_elapsed: z.number().int(),
  /** 5. Σ days suspended as of T. */
  days_suspended: z.number().int(),
  /** 6. Days elapsed less days suspended. */
  contract_time_elapsed: z.number().int(),
  /** 7. */
  expiry_date_due_to_suspensions: z.string(),
  /** 8. */
  expiry_date_due_to_time_extensions: z.string(),
  /** Σ days of the time extensions approved on or before T. */
  time_extension_days: z.number().int(),
  /** 9. The Statement of Time Elapsed (not capped). */
  percent_time_elapsed: z.number(),
  /** 10. Actual. */
  percent_work_accomplished: z.number(),
  /** 11. Target (the revised curve). */
  percent_work_programmed: z.number(),
  /** 12. Actual − target, percentage points. */
  percent_slippage: z.number(),
  physical_features: z.array(contractSummaryFeatureSchema),
});
export type ContractSummaryFigures = z.infer<typeof contractSummaryFiguresSchema>;

/** `GET contracts/{id}/summary?as_of=`. */
export const contractSummarySchema = contractSummaryFiguresSchema.extend({
  /** The contract's numeric id. */
  contract_id: z.number().int(),
  contract_number: z.string(),
  contract_description: z.string(),
  location: z.string(),
  /** The projects' fund source names joined with " / ". */
  fund_source: z.string(),
  /** The contractor's name ('' when none is set). */
  contractor: z.string(),
});
export type ContractSummary = z.infer<typeof contractSummarySchema>;

/** One suspension of the Timeline, read as of T (only suspensions begun by T). */
export const timelineSuspensionRowSchema = z.object({
  suspension_number: z.number().int(),
  /** (S_k − E) − Σ days of the earlier suspensions. */
  contract_days_used: z.number().int(),
  /** D + Σ extension days (as of T) − used. */
  contract_days_remaining: z.number().int(),
  /** S_k. */
  date: z.string(),
  /** Days suspended as of T. */
  days_suspended: z.number().int(),
  reason_for_suspension: z.string(),
  /** R_k, or null while unresumed on T. */
  resumption: z.string().nullable(),
});
export type TimelineSuspensionRowAnswer = z.infer<typeof timelineSuspensionRowSchema>;

/** The figures of the Timeline (the server adds the contract's names). */
export const contractTimelineFiguresSchema = z.object({
  as_of: isoDateSchema,
  /** The original contract amount. */
  contract_amount: z.number(),
  revised_contract_amount: z.number(),
  /** D, calendar days. */
  contract_duration: z.number().int(),
  contract_effectivity: z.string(),
  /** The original expiry date. */
  expiry_date: z.string(),
  expiry_date_due_to_suspensions: z.string(),
  expiry_date_due_to_time_extensions: z.string(),
  time_extension_days: z.number().int(),
  days_suspended: z.number().int(),
  suspensions: z.array(timelineSuspensionRowSchema),
  /** The expiry due to time extensions. */
  revised_target_completion: z.string(),
  /** The date of the first actual node at 100 dated ≤ T, or null. */
  completion_date: z.string().nullable(),
  /** Days used: days elapsed less days suspended. */
  contract_time_elapsed: z.number().int(),
  actual_accomplishment: z.number(),
  /** T − expiry due to time extensions when T is past it and actual < 100, else 0. */
  days_of_delay: z.number().int(),
  liquidated_damages: z.number(),
  /** The liquidated damages reached the rescission percentage of the revised amount. */
  liquidated_damages_flag: z.boolean(),
  /** The percentage the flag is read at (10 by default). */
  liquidated_damages_flag_percent: z.number(),
});
export type ContractTimelineFigures = z.infer<typeof contractTimelineFiguresSchema>;

/** `GET contracts/{id}/timeline?as_of=`. */
export const contractTimelineSchema = contractTimelineFiguresSchema.extend({
  contract_id: z.number().int(),
  /** The contract's projects' names joined with " / ". */
  project_name: z.string(),
  contract_number: z.string(),
  contract_description: z.string(),
  contractor: z.string(),
});
export type ContractTimeline = z.infer<typeof contractTimelineSchema>;
