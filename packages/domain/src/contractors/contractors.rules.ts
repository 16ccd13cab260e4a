import { round2 } from '../common/percent.js';
import { addCentavos, centavos, type Centavos } from '../common/money.js';
import type { ContractStatus } from '../schedule/contract-status.rules.js';

/**
 * The contractor page's figures (spec 3 §2 "Contractors", §4), read from each
 * contract's engine result as of T (contractFigures): nothing is recomputed here.
 */

/** One contract of the contractor as of T, as the engine reported it. */
export interface ContractorContractFigures {
  /** Σ days suspended as of T (`days_suspended`). */
  daysSuspended: number;
  slippage: number;
  status: ContractStatus;
  /** Approved time extensions counted as of T (approved on or before T). */
  numberOfTimeExtensions: number;
}

export interface ContractorPerformance {
  contracts: number;
  /** Spec 3 §4, literally: days_suspended above 0. */
  with_time_extension: number;
  /** Contracts with at least one approved time extension as of T (ours; see below). */
  with_approved_time_extension: number;
  /** Slippage below 0, read as people see it (rounded to 2 decimals, like the slippage band). */
  with_negative_slippage: number;
  /** Actual accomplishment at 100. */
  completed: number;
}

/**
 * Performance counts of a contractor's contracts as of T.
 *
 * Spec 3 §4 says a contract "counts as having a time extension if days_suspended
 * is above 0": the legacy page counted suspensions (which do extend the expiry
 * date) under that name. We keep that reading for `with_time_extension`, so the
 * figure matches what offices already report, and add
 * `with_approved_time_extension` for contracts with an approved time extension
 * (DOMAIN.md "Time extensions"), which the legacy count did not see.
 *
 * Negative slippage compares the slippage rounded to 2 decimals (−0.001 shows
 * as 0.00 and is not behind), the same figure the slippage band reads.
 */
export function contractorPerformance(rows: readonly ContractorContractFigures[]): ContractorPerformance {
  const performance: ContractorPerformance = {
    contracts: rows.length,
    with_time_extension: 0,
    with_approved_time_extension: 0,
    with_negative_slippage: 0,
    completed: 0,
  };
  for (const row of rows) {
    if (row.daysSuspended > 0) performance.with_time_extension += 1;
    if (row.numberOfTimeExtensions > 0) performance.with_approved_time_extension += 1;
    if (round2(row.slippage) < 0) performance.with_negative_slippage += 1;
    if (row.status === 'completed') performance.completed += 1;
  }
  return performance;
}

/** Implementation year → number of contracts and their total original amount (centavos). */
export interface ContractorYearTotal {
  year: number;
  number: number;
  amount: Centavos;
}

/**
 * The contractor's contracts by implementation year, newest first: a contract
 * counts in each year of its projects, once per year, with its original amount
 * (the rule of `contracts/years`), so a year's number is the length of the
 * list `contracts/year/{year}/contractor/{name}` answers.
 */
export function contractorContractsByYear(
  contracts: readonly { amount: Centavos; implementationYears: readonly number[] }[],
): ContractorYearTotal[] {
  const totals = new Map<number, ContractorYearTotal>();
  for (const contract of contracts) {
    for (const year of new Set(contract.implementationYears)) {
      const total = totals.get(year) ?? { year, number: 0, amount: centavos(0) };
      total.number += 1;
      total.amount = addCentavos(total.amount, contract.amount);
      totals.set(year, total);
    }
  }
  return [...totals.values()].sort((a, b) => b.year - a.year);
}
