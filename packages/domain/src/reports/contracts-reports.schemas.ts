import { z } from 'zod';
import { isoDateSchema } from '../common/dates.schemas.js';
import { formatTableDate, type IsoDate } from '../common/dates.js';
import { slippageBandLabels, type SlippageBand } from '../schedule/curves.rules.js';
import { slippageBandSchema } from '../contracts/contracts.schemas.js';
import { contractsWithRecordErrorsSchema, recordsErrorSchema } from '../contracts/contract-records-error.js';

/**
 * The contracts reports of a year as of a date T (spec 2 §2 Reports, §3, §7):
 * the Detailed Breakdown (and its negative-slippage subset) and the PPA report
 * (COA Circular 2013-004 Annex B). Amounts in pesos, percentages unrounded
 * (the pages and files show 2 decimals), dates YYYY-MM-DD.
 */

/**
 * One row of `reports/contracts/contracts-report/{year}`: a contract of the
 * year, once. A contract whose records the engine refuses keeps its row with
 * `records_error` and its computed figures null (its remarks repeat the error).
 */
export const contractsReportRowSchema = z.object({
  /** The contract's numeric id (the row opens Contract Details). */
  id: z.number().int(),
  contract_number: z.string(),
  contract_description: z.string(),
  location: z.string(),
  original_contract_amount: z.number(),
  /** The latest variation order's amount effective by T, else the original. */
  revised_contract_amount: z.number().nullable(),
  actual_accomplishment: z.number().nullable(),
  target_accomplishment: z.number().nullable(),
  /** Actual − target, percentage points (negative: behind schedule). */
  slippage: z.number().nullable(),
  slippage_band: slippageBandSchema.nullable(),
  /** The contractor's name ('' when none is set). */
  contractor: z.string(),
  /** "First Last" of the project in charge ('' when none is set). */
  project_in_charge: z.string(),
  contract_effectivity: z.string(),
  original_contract_time: z.number().int(),
  original_expiry_date: z.string().nullable(),
  calendar_days_elapsed: z.number().int().nullable(),
  days_suspended: z.number().int().nullable(),
  contract_time_elapsed: z.number().int().nullable(),
  expiry_date_due_to_suspensions: z.string().nullable(),
  expiry_date_due_to_time_extensions: z.string().nullable(),
  approved_time_extension: z.object({ number_of_time_extension: z.number().int(), total_duration: z.number().int() }).nullable(),
  /** The projects' fund source names joined with " / ". */
  fund_source: z.string(),
  /** The contract's state as of T in words (`contractReportRemarks`). */
  remarks: z.string(),
  /** Only on a contract whose records are refused. */
  records_error: recordsErrorSchema.optional(),
});
export type ContractsReportRow = z.infer<typeof contractsReportRowSchema>;

export const contractsReportSchema = z.array(contractsReportRowSchema);

/** One contract of the PPA report (spec 2 §3 "PPA report"). */
export const ppaReportContractSchema = z.object({
  project_name: z.object({
    /** 1, 2, 3… in the report's order. */
    item: z.number().int(),
    contract_number: z.string(),
    description: z.string(),
  }),
  location: z.string(),
  total_cost: z.object({
    original: z.number(),
    /** The revised contract amount when a variation order changed it by T, else null. */
    revised: z.number().nullable(),
  }),
  project_dates: z.object({
    date_started: z.string(),
    /** Null when the contract's records are refused. */
    completion_date: z
      .object({
        /** Original expiry: E + D − 1. */
        original: z.string(),
        /** Expiry due to suspensions and time extensions as of T. */
        revised: z.string(),
      })
      .nullable(),
  }),
  extensions: z.object({ number_of_time_extension: z.number().int() }).nullable(),
  /** Null when the contract's records are refused. */
  project_status: z
    .object({
      /** The actual accomplishment as of T. */
      percentage_of_completion: z.number(),
      /** Σ billings dated ≤ T. */
      cost_incurred_to_date: z.number(),
    })
    .nullable(),
  remarks: z.string(),
  /** The contract's numeric id (a link on the page). */
  contract_id: z.number().int(),
  /** Only on a contract whose records are refused. */
  records_error: recordsErrorSchema.optional(),
});
export type PpaReportContract = z.infer<typeof ppaReportContractSchema>;

export const PPA_TITLE_1 = 'COMMISSION ON AUDIT';
export const PPA_TITLE_2 = 'Based on COA Circular 2013-004 Annex B';

/** `reports/contracts/ppa-report/{year}?as_of=`. */
export const ppaReportSchema = z.object({
  title_1: z.string(),
  title_2: z.string(),
  year: z.number().int(),
  as_of: isoDateSchema,
  contracts: z.array(ppaReportContractSchema),
  /** Contracts listed with `records_error` instead of figures. */
  contracts_with_record_errors: contractsWithRecordErrorsSchema,
});
export type PpaReport = z.infer<typeof ppaReportSchema>;

/** What the remarks read from (the engine's figures as of T). */
export interface ContractRemarksInput {
  daysElapsed: number;
  actualAccomplishment: number;
  completionDate: IsoDate | null;
  suspended: boolean;
  slippageBand: SlippageBand | null;
}

/**
 * The Remarks column (the contract has no remarks of its own): "Not yet
 * started" before E, "Completed on Mon D, YYYY" at 100 %, "Suspended" with an
 * unresumed suspension on T, else "Ongoing (band)" with its D.O. 193 band.
 */
export function contractReportRemarks(input: ContractRemarksInput): string {
  if (input.actualAccomplishment >= 100) {
    return input.completionDate ? `Completed on ${formatTableDate(input.completionDate)}` : 'Completed';
  }
  if (input.suspended) return 'Suspended';
  if (input.daysElapsed === 0) return 'Not yet started';
  return input.slippageBand ? `Ongoing (${slippageBandLabels[input.slippageBand]})` : 'Ongoing';
}
