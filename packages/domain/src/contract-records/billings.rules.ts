import { AppError } from '../common/errors.js';
import { toEpochDay, type IsoDate } from '../common/dates.js';
import { centavos, formatCentavos, subtractCentavos, type Centavos } from '../common/money.js';
import { percentOf } from '../common/percent.js';
import { revisedContractAmount, type VariationOrder } from '../finance/contract-amounts.rules.js';

/**
 * Progress billings (DOMAIN.md "Money"; spec 3 Financial Accomplishment). A
 * billing is the amount of that billing, not cumulative.
 */

export interface Billing {
  id?: number | string;
  billingDate: IsoDate;
  billingAmount: Centavos;
}

/** Billing indexes ordered by date, then input (entry) order. */
function chronologicalIndexes(billings: readonly Billing[]): number[] {
  const dates = billings.map((billing) => toEpochDay(billing.billingDate));
  return billings.map((_, index) => index).sort((a, b) => (dates[a] as number) - (dates[b] as number) || a - b);
}

/**
 * `percent_accomplishment` of each billing (same order as given): Σ billing
 * amounts up to and including it ÷ the revised contract amount in force on
 * the billing's date × 100, the financial accomplishment (DOMAIN.md "Money": a
 * variation order effective later does not change an earlier billing's
 * percent). Billings are taken by date, then entry order.
 */
export function billingPercentAccomplishments(
  billings: readonly Billing[],
  originalAmount: Centavos,
  variationOrders: readonly VariationOrder[],
): number[] {
  const percents = new Array<number>(billings.length).fill(0);
  let cumulative = 0;
  for (const index of chronologicalIndexes(billings)) {
    const billing = billings[index] as Billing;
    cumulative += billing.billingAmount;
    percents[index] = percentOf(cumulative, revisedContractAmount(originalAmount, variationOrders, billing.billingDate));
  }
  return percents;
}

/**
 * The billed percent (financial accomplishment) as of T: Σ billing amounts
 * dated ≤ T ÷ the revised contract amount as of T × 100.
 */
export function financialAccomplishment(
  billings: readonly Billing[],
  originalAmount: Centavos,
  variationOrders: readonly VariationOrder[],
  asOf: IsoDate,
): number {
  return percentOf(costIncurredToDate(billings, asOf), revisedContractAmount(originalAmount, variationOrders, asOf));
}

/** Cost incurred to date (PPA report): Σ billing amounts dated ≤ T. */
export function costIncurredToDate(billings: readonly Billing[], asOf: IsoDate): Centavos {
  const t = toEpochDay(asOf);
  let total = 0;
  for (const billing of billings) if (toEpochDay(billing.billingDate) <= t) total += billing.billingAmount;
  return centavos(total);
}

/**
 * Refuses (400) a billing that would take the total billed above the revised
 * contract amount. A billing whose `id` matches an existing one is an update
 * and replaces it in the total.
 */
export function validateBilling(existing: readonly Billing[], billing: Billing, revisedContractAmount: Centavos): void {
  if (!Number.isSafeInteger(billing.billingAmount) || billing.billingAmount < 0) {
    throw new AppError('VALIDATION', 'Billing amount must be a non-negative amount with at most 2 decimals.');
  }
  toEpochDay(billing.billingDate);
  let sumOfOthers = 0;
  for (const other of existing) if (billing.id === undefined || other.id !== billing.id) sumOfOthers += other.billingAmount;
  const others = centavos(sumOfOthers);
  const total = centavos(others + billing.billingAmount);
  if (total > revisedContractAmount) {
    throw new AppError(
      'VALIDATION',
      `This billing would bring the total billed to ${formatCentavos(total)}, above the revised contract amount of ` +
        `${formatCentavos(revisedContractAmount)} (at most ${formatCentavos(centavos(Math.max(0, subtractCentavos(revisedContractAmount, others))))} can still be billed).`,
    );
  }
}
