import { z } from 'zod';
import { isoDateSchema } from '../common/dates.schemas.js';
import { contractsWithRecordErrorsSchema } from '../contracts/contract-records-error.js';

/**
 * `GET reports/summaries/contracts-accomplishment-by-year/{year}?as_of=`: the
 * dashboard's figures for one implementation year as of T. Amounts in pesos,
 * percentages unrounded (rounded only for display).
 */
export const contractsAccomplishmentByYearSchema = z.object({
  year: z.number().int(),
  as_of: isoDateSchema,
  projects: z.object({
    /** The year's projects. */
    number: z.number().int(),
    /** Σ their allocations. */
    allocation: z.number(),
  }),
  contracts: z.object({
    /** The contracts serving a project of the year (each once), those with refused records included. */
    number: z.number().int(),
    /** Σ their original amounts. */
    amount: z.number(),
    /** Not yet at 100 % (ongoing and suspended: what the ongoing list shows). */
    ongoing: z.number().int(),
    /** Of those, with an unresumed suspension on T. */
    suspended: z.number().int(),
    completed: z.number().int(),
    /** Slippage below 0. */
    with_negative_slippage: z.number().int(),
    /** D.O. 193 bands of the contracts not yet at 100 %. */
    bands: z.object({
      on_track: z.number().int(),
      early_warning: z.number().int(),
      final_warning: z.number().int(),
      terminal: z.number().int(),
    }),
    /**
     * The contracts computed (refused ones left out) weighted by original
     * amount (weightedByContractAmount): Σ amount × % / Σ amount. Where the
     * Overall S-curve's lines end today.
     */
    weighted: z.object({
      accomplishment: z.number(),
      target: z.number(),
      slippage: z.number(),
    }),
  }),
  /** The physical accomplishment of the year's projects (value ÷ allocation). */
  overall: z.object({
    /** Σ over the year's projects of their contracts' shares of value accomplished. */
    value_accomplished: z.number(),
    target_value_accomplished: z.number(),
    /** Σ value / Σ allocation × 100. */
    accomplishment: z.number(),
    target: z.number(),
    slippage: z.number(),
  }),
  /**
   * Contracts counted in `contracts.number` and `amount` but left out of the
   * status and band counts and the overall figures: their records are refused.
   */
  contracts_with_record_errors: contractsWithRecordErrorsSchema,
});
export type ContractsAccomplishmentByYear = z.infer<typeof contractsAccomplishmentByYearSchema>;

/** `GET reports/summaries/office-setup`: what a new office has entered yet, for the dashboard's First steps. */
export const officeSetupSchema = z.object({
  systems: z.number().int(),
  fund_sources: z.number().int(),
  expenditure_source_names: z.number().int(),
  projects: z.number().int(),
  contracts: z.number().int(),
});
export type OfficeSetup = z.infer<typeof officeSetupSchema>;
