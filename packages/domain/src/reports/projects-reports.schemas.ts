import { z } from 'zod';
import { isoDateSchema } from '../common/dates.schemas.js';
import { contractsWithRecordErrorsSchema, recordsErrorSchema } from '../contracts/contract-records-error.js';

/**
 * The projects reports of spec 2 (§3 "Project detailed report", "Accomplishment
 * report", "Summary by fund source") and the overall S-curve. Amounts in pesos,
 * percentages unrounded, dates YYYY-MM-DD. Figures: DOMAIN.md "Money" (a
 * contract counts toward each of its projects in proportion to allocation).
 */

/**
 * A contract in a project's report: its whole figures and this project's share
 * of its values. A contract whose records are refused is listed with
 * `records_error`, its figures null and its values left out of the project's.
 */
export const projectReportContractSchema = z.object({
  id: z.number().int(),
  contract_number: z.string(),
  contract_description: z.string(),
  original_contract_amount: z.number(),
  revised_contract_amount: z.number().nullable(),
  target_accomplishment: z.number().nullable(),
  actual_accomplishment: z.number().nullable(),
  slippage: z.number().nullable(),
  /** This project's part of the contract's value (shares by allocation, to the centavo). */
  value_accomplished_share: z.number().nullable(),
  target_value_accomplished_share: z.number().nullable(),
  /** Only on a contract whose records are refused. */
  records_error: recordsErrorSchema.optional(),
});
export type ProjectReportContract = z.infer<typeof projectReportContractSchema>;

export const projectReportExpenditureSchema = z.object({ source_name: z.string(), amount: z.number() });

/** A project of the accomplishment report (and the body of the detailed report). */
export const accomplishmentReportProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  allocation: z.number(),
  /** Σ the project's expenditures obligated on or before the as-of date. */
  total_expenditure: z.number(),
  value_accomplished: z.number(),
  target_value_accomplished: z.number(),
  accomplishment: z.number(),
  target_accomplishment: z.number(),
  slippage: z.number(),
  contracts: z.array(projectReportContractSchema),
  /** Its contracts left out of the figures above because their records are refused. */
  contracts_with_record_errors: contractsWithRecordErrorsSchema,
});
export type AccomplishmentReportProject = z.infer<typeof accomplishmentReportProjectSchema>;

/** The summary block under the accomplishment report (spec 2 §9). */
export const accomplishmentReportSummarySchema = z.object({
  total_allocation: z.number(),
  total_value_accomplished: z.number(),
  total_target_value_accomplished: z.number(),
  /** Σ value / Σ allocation × 100. */
  overall_accomplishment: z.number(),
  /** Σ target value / Σ allocation × 100. */
  overall_target: z.number(),
  /** (Σ value − Σ target value) / Σ allocation × 100. */
  overall_slippage: z.number(),
});
export type AccomplishmentReportSummary = z.infer<typeof accomplishmentReportSummarySchema>;

/** `GET reports/projects/projects-accomplishment-report/{year}?as_of=&fund_sources=`. */
export const projectsAccomplishmentReportSchema = z.object({
  as_of: isoDateSchema,
  year: z.number().int(),
  /** The fund sources shown, in report order. */
  fund_sources: z.array(z.string()),
  /** Fund source name → its projects (a project without a fund source is under ''). */
  report: z.record(z.string(), z.array(accomplishmentReportProjectSchema)),
  summary: accomplishmentReportSummarySchema,
  /** Contracts of the report's projects left out of every figure because their records are refused. */
  contracts_with_record_errors: contractsWithRecordErrorsSchema,
});
export type ProjectsAccomplishmentReport = z.infer<typeof projectsAccomplishmentReportSchema>;

export const fundSourceSummaryRowSchema = z.object({
  fund_source: z.string(),
  allocation: z.number(),
  value_accomplished: z.number(),
  number_of_projects: z.number().int(),
  target_value_accomplished: z.number(),
  target_accomplishment: z.number(),
  accomplishment: z.number(),
  /** accomplishment − target. */
  slippage: z.number(),
});
export type FundSourceSummaryRow = z.infer<typeof fundSourceSummaryRowSchema>;

/** `GET reports/projects/accomplishment-summary-report/{year}?as_of=`. */
export const accomplishmentSummaryReportSchema = z.object({
  as_of: isoDateSchema,
  year: z.number().int(),
  rows: z.array(fundSourceSummaryRowSchema),
  /** The same sums over every project of the year (slippage = accomplishment − target). */
  summary: fundSourceSummaryRowSchema,
  /** Contracts of the year left out of every figure because their records are refused. */
  contracts_with_record_errors: contractsWithRecordErrorsSchema,
});
export type AccomplishmentSummaryReport = z.infer<typeof accomplishmentSummaryReportSchema>;

/** `GET reports/projects/detailed-report/{projectId}?as_of=`: the Project Detailed Report. */
export const projectDetailedReportSchema = accomplishmentReportProjectSchema.extend({
  as_of: isoDateSchema,
  implementation_year: z.number().int(),
  fund_source: z.string(),
  expenditures: z.array(projectReportExpenditureSchema),
});
export type ProjectDetailedReport = z.infer<typeof projectDetailedReportSchema>;

export const overallSCurvePointSchema = z.object({ day: z.number().int(), accomplishment: z.number() });

/**
 * `GET reports/summaries/overall-scurve/{year}`: the three amount-weighted
 * curves (DOMAIN.md "Curves for reports"), one point per day; day 1 is
 * `start_date` (the earliest effectivity), day 0 the day before.
 */
export const overallSCurveResponseSchema = z.object({
  year: z.number().int(),
  start_date: isoDateSchema.nullable(),
  total_original_amount: z.number(),
  number_of_contracts: z.number().int(),
  original_projected_scurve: z.array(overallSCurvePointSchema),
  revised_projected_scurve: z.array(overallSCurvePointSchema),
  actual_accomplishment_scurve: z.array(overallSCurvePointSchema),
  /** Contracts of the year left out of the curves, the count and the total because their records are refused. */
  contracts_with_record_errors: contractsWithRecordErrorsSchema,
});
export type OverallSCurveResponse = z.infer<typeof overallSCurveResponseSchema>;
