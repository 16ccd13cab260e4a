import type { Centavos } from '../common/money.js';
import { percentOf } from '../common/percent.js';
import type { ContractsReportRow } from './contracts-reports.schemas.js';

/**
 * The dashboard's figures that are not the projects report's (DOMAIN.md
 * "Money", "Curves for reports"; decision 023).
 */

export interface WeightedContract {
  /** The original contract amount: the weight. */
  amount: Centavos;
  actualAccomplishment: number;
  targetAccomplishment: number;
}

export interface WeightedAccomplishment {
  /** Σ original amounts of the contracts weighed. */
  amount: Centavos;
  /** Σ amount × actual / Σ amount. */
  accomplishment: number;
  /** Σ amount × target / Σ amount. */
  target: number;
  /** accomplishment − target. */
  slippage: number;
}

/**
 * The accomplishment of a set of contracts weighted by their original amounts
 * (DOMAIN.md "Curves for reports": the overall S-curve's weighting, read on one
 * day): `Σ amount × percent / Σ amount`, 0 when there is no amount. As of today
 * it is where the Overall S-curve's Actual and Revised Target lines end. It
 * differs from the projects' physical accomplishment (value ÷ allocation),
 * whose denominator is the allocation, contracted or not.
 */
export function weightedByContractAmount(contracts: readonly WeightedContract[]): WeightedAccomplishment {
  let amount = 0;
  let actual = 0;
  let target = 0;
  for (const contract of contracts) {
    amount += contract.amount;
    actual += contract.amount * contract.actualAccomplishment;
    target += contract.amount * contract.targetAccomplishment;
  }
  const accomplishment = percentOf(actual / 100, amount);
  const weightedTarget = percentOf(target / 100, amount);
  return { amount: amount as Centavos, accomplishment, target: weightedTarget, slippage: accomplishment - weightedTarget };
}

/** How many contracts the dashboard's "Furthest behind" lists. */
export const FURTHEST_BEHIND_LIMIT = 5;

/** A Detailed Breakdown row the engine computed, behind schedule. */
export type BehindScheduleRow = ContractsReportRow & { slippage: number; actual_accomplishment: number; target_accomplishment: number };

/**
 * The ongoing contracts furthest behind schedule: the rows with negative
 * slippage and actual below 100, most negative first (ties by contract number),
 * at most `limit`. A row whose records are refused has no slippage to rank: it
 * is left out here and counted by the records-left-out notice instead.
 */
export function contractsFurthestBehind(rows: readonly ContractsReportRow[], limit = FURTHEST_BEHIND_LIMIT): BehindScheduleRow[] {
  return rows
    .filter(
      (row): row is BehindScheduleRow =>
        row.records_error === undefined &&
        row.slippage !== null &&
        row.slippage < 0 &&
        row.actual_accomplishment !== null &&
        row.actual_accomplishment < 100 &&
        row.target_accomplishment !== null,
    )
    .sort((a, b) => a.slippage - b.slippage || a.contract_number.localeCompare(b.contract_number))
    .slice(0, limit);
}
