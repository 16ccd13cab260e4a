import { fromEpochDay, toEpochDay, type IsoDate } from '../common/dates.js';
import type { Centavos } from '../common/money.js';
import type { CurvePoint } from './schedule.types.js';

/**
 * The overall S-curve of a year (DOMAIN.md "Curves for reports"): every
 * contract weighted by its original amount, on one calendar axis whose day 1 is
 * the earliest effectivity date. For each day: Σ amount × percent(date) / Σ amount.
 */

export interface OverallSCurveContract {
  effectivity: IsoDate;
  /** The weight: `original_contract_amount` in centavos. */
  amount: Centavos;
  originalProjected: readonly CurvePoint[];
  revisedProjected: readonly CurvePoint[];
  /** The actual curve (a step), without the level extension to T. */
  actualAccomplishment: readonly CurvePoint[];
}

export interface OverallSCurve {
  /** The date of day 1 (the earliest effectivity), or null with no contracts. */
  startDate: IsoDate | null;
  originalProjected: CurvePoint[];
  revisedProjected: CurvePoint[];
  actualAccomplishment: CurvePoint[];
}

type Curve = readonly CurvePoint[];

/**
 * Adds `weight × curve(g − offset)` to `sums[g]` for every g, walking the curve
 * once (g only grows), by interpolation or as a step.
 */
function accumulate(sums: Float64Array, curve: Curve, offset: number, weight: number, step: boolean): void {
  let index = 0; // the last point with day ≤ local day, once reached
  for (let g = Math.max(0, offset); g < sums.length; g++) {
    const local = g - offset;
    while (index + 1 < curve.length && (curve[index + 1] as CurvePoint).day <= local) index++;
    const point = curve[index];
    if (point === undefined || point.day > local) continue; // before the curve: 0
    const next = curve[index + 1];
    let value = point.accomplishment;
    if (!step && next !== undefined && local > point.day) {
      value += ((next.accomplishment - point.accomplishment) * (local - point.day)) / (next.day - point.day);
    }
    sums[g] = (sums[g] as number) + weight * value;
  }
}

function lastDay(curve: Curve): number {
  return curve.length === 0 ? 0 : (curve[curve.length - 1] as CurvePoint).day;
}

function weightedLine(
  contracts: readonly OverallSCurveContract[],
  offsets: readonly number[],
  pick: (contract: OverallSCurveContract) => Curve,
  step: boolean,
  totalAmount: number,
): CurvePoint[] {
  let end = 0;
  contracts.forEach((contract, i) => {
    end = Math.max(end, (offsets[i] as number) + lastDay(pick(contract)));
  });
  const sums = new Float64Array(end + 1);
  contracts.forEach((contract, i) => {
    if (contract.amount !== 0) accumulate(sums, pick(contract), offsets[i] as number, contract.amount, step);
  });
  const line: CurvePoint[] = new Array(end + 1);
  for (let g = 0; g <= end; g++) {
    line[g] = { day: g, accomplishment: totalAmount === 0 ? 0 : (sums[g] as number) / totalAmount };
  }
  return line;
}

/**
 * One point per day from day 0 to the last day any contract's curve changes.
 * Each contract's day k falls on the axis's day k + (E − earliest E), so all
 * contracts are read on the same calendar date.
 */
export function overallSCurve(contracts: readonly OverallSCurveContract[]): OverallSCurve {
  if (contracts.length === 0) {
    return { startDate: null, originalProjected: [], revisedProjected: [], actualAccomplishment: [] };
  }
  const effectivities = contracts.map((contract) => toEpochDay(contract.effectivity));
  const start = effectivities.reduce((min, e) => (e < min ? e : min), Infinity);
  const offsets = effectivities.map((e) => e - start);
  let totalAmount = 0;
  for (const contract of contracts) totalAmount += contract.amount;
  return {
    startDate: fromEpochDay(start),
    originalProjected: weightedLine(contracts, offsets, (c) => c.originalProjected, false, totalAmount),
    revisedProjected: weightedLine(contracts, offsets, (c) => c.revisedProjected, false, totalAmount),
    actualAccomplishment: weightedLine(contracts, offsets, (c) => c.actualAccomplishment, true, totalAmount),
  };
}
