import type { IsoDate } from '../common/dates.js';
import { centavos, formatCentavos, percentOfAmount, type Centavos } from '../common/money.js';

/**
 * Contract money (DOMAIN.md "Money"): revised contract amount from variation
 * orders, the 10 % ceiling, value accomplished and target value.
 */

export interface VariationOrder {
  dateEffective: IsoDate;
  /** The contract amount after this order, in centavos. */
  revisedAmount: Centavos;
  /** The server's creation timestamp; breaks ties between orders of the same date. */
  entryDate?: Date | string;
}

/** The variation-order ceiling: cumulative increases above 10 % of the original amount. */
export const VARIATION_ORDER_CEILING_PERCENT = 10;

function entryTime(order: VariationOrder): number {
  if (order.entryDate === undefined) return 0;
  return order.entryDate instanceof Date ? order.entryDate.getTime() : Date.parse(order.entryDate);
}

/** The orders by `date_effective`, then entry (then input order): the last one is the latest. */
function chronological(orders: readonly VariationOrder[]): VariationOrder[] {
  return orders
    .map((order, index) => ({ order, index, time: entryTime(order) }))
    .sort((a, b) => {
      if (a.order.dateEffective !== b.order.dateEffective) return a.order.dateEffective < b.order.dateEffective ? -1 : 1;
      if (a.time !== b.time) return a.time - b.time;
      return a.index - b.index;
    })
    .map(({ order }) => order);
}

/** The orders effective on or before T (DOMAIN.md "As of T"); all of them without T. */
function effectiveBy(orders: readonly VariationOrder[], asOf: IsoDate | undefined): readonly VariationOrder[] {
  return asOf === undefined ? orders : orders.filter((order) => order.dateEffective <= asOf);
}

/**
 * `revised_contract_amount`: the revised amount of the latest variation order
 * (effective on or before `asOf` when given), else the original amount.
 */
export function revisedContractAmount(originalAmount: Centavos, orders: readonly VariationOrder[], asOf?: IsoDate): Centavos {
  const latest = chronological(effectiveBy(orders, asOf)).at(-1);
  return latest === undefined ? originalAmount : latest.revisedAmount;
}

export interface VariationOrderCeiling {
  revisedContractAmount: Centavos;
  /** Σ of the increases from one amount to the next, in order (decreases do not offset them). */
  cumulativeIncrease: Centavos;
  exceedsCeiling: boolean;
  /** A message to show (not a refusal) when the ceiling is exceeded. */
  warning: string | null;
}

/**
 * The revised amount and the 10 % ceiling warning. The cumulative increase is
 * the sum of the additive orders (each order's rise over the amount before it),
 * as the ceiling is read for positive variation orders.
 */
export function variationOrderCeiling(
  originalAmount: Centavos,
  orders: readonly VariationOrder[],
  asOf?: IsoDate,
): VariationOrderCeiling {
  let previous = originalAmount;
  let increase = 0;
  for (const order of chronological(effectiveBy(orders, asOf))) {
    if (order.revisedAmount > previous) increase += order.revisedAmount - previous;
    previous = order.revisedAmount;
  }
  const cumulativeIncrease = centavos(increase);
  // Integer comparison: increase > 10 % of the original, with no float rounding.
  const exceedsCeiling = cumulativeIncrease * 100 > originalAmount * VARIATION_ORDER_CEILING_PERCENT;
  return {
    revisedContractAmount: previous,
    cumulativeIncrease,
    exceedsCeiling,
    warning: exceedsCeiling
      ? `The variation orders increase the contract by ${formatCentavos(cumulativeIncrease)}, more than 10% of the original amount of ${formatCentavos(originalAmount)}.`
      : null,
  };
}

/** `value_accomplished = original_contract_amount × actual / 100`, to the centavo. */
export function valueAccomplished(originalContractAmount: Centavos, actualAccomplishment: number): Centavos {
  return percentOfAmount(originalContractAmount, actualAccomplishment);
}

/** `target_value_accomplished = original_contract_amount × target / 100`, to the centavo. */
export function targetValueAccomplished(originalContractAmount: Centavos, targetAccomplishment: number): Centavos {
  return percentOfAmount(originalContractAmount, targetAccomplishment);
}
