import { fromEpochDay, toEpochDay, type EpochDay, type IsoDate } from '../common/dates.js';
import type { Centavos } from '../common/money.js';
import { percentOf } from '../common/percent.js';
import { targetValueAccomplished, valueAccomplished } from '../finance/contract-amounts.rules.js';
import {
  curveFromNodes,
  extendActualLine,
  filterSCurvePoints,
  interpolatedAccomplishment,
  reviseCurve,
  slippageBand,
  type CurveSuspension,
  type SlippageBand,
} from './curves.rules.js';
import type { CurvePoint, DatedNode, Suspension, TimeExtension } from './schedule.types.js';
import { daysSuspendedFromEpoch } from './suspensions.rules.js';

/**
 * A contract as of a date T: day counting, expiries, targets, actual, slippage
 * and status (DOMAIN.md, all sections). Reports call `computeContractStatus`
 * for thousands of contracts, so it parses each date once and works on epoch
 * days.
 */

export type ContractStatus = 'ongoing' | 'suspended' | 'completed';

export const contractStatusLabels: Record<ContractStatus, string> = {
  ongoing: 'Ongoing',
  suspended: 'Suspended',
  completed: 'Completed',
};

export interface ContractStatusInput {
  /** E: `contract_effectivity` / `start_date`. */
  effectivity: IsoDate;
  /** D: `original_contract_time` / `duration`, in calendar days. */
  duration: number;
  /** `original_contract_amount`, in centavos. */
  amount: Centavos;
  /** Physical schedule nodes (any order). */
  schedule: readonly DatedNode[];
  /** Physical accomplishment nodes (any order). */
  accomplishments: readonly DatedNode[];
  suspensions?: readonly Suspension[];
  /** The approved time extensions. */
  timeExtensions?: readonly TimeExtension[];
  /** T. */
  asOf: IsoDate;
}

export interface ContractStatusResult {
  asOf: IsoDate;
  /** `calendar_days_elapsed`. */
  daysElapsed: number;
  originalExpiryDate: IsoDate;
  /** Σ days suspended as of T. */
  daysSuspended: number;
  expiryDateDueToSuspensions: IsoDate;
  expiryDateDueToTimeExtensions: IsoDate;
  approvedTimeExtension: { numberOfTimeExtension: number; totalDuration: number };
  /** `contract_time_elapsed`: days elapsed less days suspended (the Statement of Time Elapsed's numerator). */
  contractTimeElapsed: number;
  percentTimeElapsed: number;
  /** The original curve (black) at t. */
  originalTargetAccomplishment: number;
  /** The revised curve (red) at t: `target_accomplishment`. */
  targetAccomplishment: number;
  actualAccomplishment: number;
  slippage: number;
  /** The D.O. 193 band; null once the contract is at 100 %. */
  slippageBand: SlippageBand | null;
  status: ContractStatus;
  /** An unresumed suspension on T (the ongoing list's suspended flag). */
  suspended: boolean;
  /** The date of the first actual node at 100, or null. */
  completionDate: IsoDate | null;
  valueAccomplished: Centavos;
  targetValueAccomplished: Centavos;
}

/** Completed at 100, otherwise ongoing; an ongoing contract with an unresumed suspension is suspended. */
export function contractStatus(actualAccomplishment: number, suspended: boolean): ContractStatus {
  if (actualAccomplishment >= 100) return 'completed';
  return suspended ? 'suspended' : 'ongoing';
}

interface ActualScan {
  actual: number;
  completion: EpochDay | null;
}

/** One pass over the accomplishment nodes: the latest figure dated ≤ T and the first date at 100. */
function scanAccomplishments(accomplishments: readonly DatedNode[], asOf: EpochDay): ActualScan {
  let latest = -Infinity;
  let actual = 0;
  let completion: EpochDay | null = null;
  for (const node of accomplishments) {
    const date = toEpochDay(node.date);
    if (date > asOf) continue;
    // `>=` so that of two nodes on one date the later entry wins.
    if (date >= latest) {
      latest = date;
      actual = node.accomplishment;
    }
    if (node.accomplishment >= 100 && (completion === null || date < completion)) completion = date;
  }
  return { actual, completion };
}

/** `actual_accomplishment(T)`: the latest actual node dated ≤ T (a step, never interpolated); 0 if none. */
export function actualAccomplishment(accomplishments: readonly DatedNode[], asOf: IsoDate): number {
  return scanAccomplishments(accomplishments, toEpochDay(asOf)).actual;
}

/** The completion date: the date of the first actual node at 100 (dated ≤ T when T is given), or null. */
export function completionDate(accomplishments: readonly DatedNode[], asOf?: IsoDate): IsoDate | null {
  const completion = scanAccomplishments(accomplishments, asOf === undefined ? Infinity : toEpochDay(asOf)).completion;
  return completion === null ? null : fromEpochDay(completion);
}

interface Spans {
  spans: CurveSuspension[];
  total: number;
  suspended: boolean;
}

function spansAsOf(effectivity: EpochDay, suspensions: readonly Suspension[], asOf: EpochDay): Spans {
  const spans: CurveSuspension[] = [];
  let total = 0;
  let suspended = false;
  for (const suspension of suspensions) {
    const start = toEpochDay(suspension.dateEffective);
    const resumption = suspension.resumptionDate ? toEpochDay(suspension.resumptionDate) : null;
    const days = daysSuspendedFromEpoch(start, resumption, asOf);
    if (days <= 0) continue;
    total += days;
    if (resumption === null || resumption > asOf) suspended = true;
    spans.push({ suspendedOn: start - effectivity, daysSuspended: days });
  }
  return { spans, total, suspended };
}

/** `target_accomplishment(T)`: the revised curve at t = days_elapsed(T). */
export function targetAccomplishment(
  effectivity: IsoDate,
  schedule: readonly DatedNode[],
  suspensions: readonly Suspension[],
  asOf: IsoDate,
): number {
  const e = toEpochDay(effectivity);
  const t = toEpochDay(asOf);
  const curve = reviseCurve(curveFromNodes(e, schedule), spansAsOf(e, suspensions, t).spans);
  return interpolatedAccomplishment(curve, t >= e ? t - e + 1 : 0);
}

/** The original target: the schedule as entered at t = days_elapsed(T). */
export function originalTargetAccomplishment(effectivity: IsoDate, schedule: readonly DatedNode[], asOf: IsoDate): number {
  const e = toEpochDay(effectivity);
  const t = toEpochDay(asOf);
  return interpolatedAccomplishment(curveFromNodes(e, schedule), t >= e ? t - e + 1 : 0);
}

/** Everything a contract shows as of T, in one pass over its nodes. */
export function computeContractStatus(input: ContractStatusInput): ContractStatusResult {
  const e = toEpochDay(input.effectivity);
  const t = toEpochDay(input.asOf);
  const duration = input.duration;
  const suspensions = input.suspensions ?? [];
  const extensions = input.timeExtensions ?? [];

  const daysElapsed = t >= e ? t - e + 1 : 0;
  const { spans, total: daysSuspended, suspended } = spansAsOf(e, suspensions, t);
  let extensionDays = 0;
  for (const extension of extensions) extensionDays += extension.numberOfDays;

  const originalExpiry = e + duration - 1;
  const original = curveFromNodes(e, input.schedule);
  const originalTarget = interpolatedAccomplishment(original, daysElapsed);
  // No suspension: the revised curve is the original one.
  const target = spans.length === 0 ? originalTarget : interpolatedAccomplishment(reviseCurve(original, spans), daysElapsed);
  const { actual, completion } = scanAccomplishments(input.accomplishments, t);
  const slip = actual - target;
  const contractTimeElapsed = daysElapsed - daysSuspended;

  return {
    asOf: input.asOf,
    daysElapsed,
    originalExpiryDate: fromEpochDay(originalExpiry),
    daysSuspended,
    expiryDateDueToSuspensions: fromEpochDay(originalExpiry + daysSuspended),
    expiryDateDueToTimeExtensions: fromEpochDay(originalExpiry + daysSuspended + extensionDays),
    approvedTimeExtension: { numberOfTimeExtension: extensions.length, totalDuration: extensionDays },
    contractTimeElapsed,
    percentTimeElapsed: percentOf(contractTimeElapsed, duration + extensionDays),
    originalTargetAccomplishment: originalTarget,
    targetAccomplishment: target,
    actualAccomplishment: actual,
    slippage: slip,
    slippageBand: actual >= 100 ? null : slippageBand(slip),
    status: contractStatus(actual, suspended),
    suspended,
    completionDate: actual >= 100 && completion !== null ? fromEpochDay(completion) : null,
    valueAccomplished: valueAccomplished(input.amount, actual),
    targetValueAccomplished: targetValueAccomplished(input.amount, target),
  };
}

export interface ContractSCurves {
  /** The schedule as entered (black, dashed). */
  originalProjected: CurvePoint[];
  /** The schedule revised for the suspensions (red, dashed). */
  revisedProjected: CurvePoint[];
  /** The accomplishment nodes to T, extended level to T while under 100 (blue). */
  actualAccomplishment: CurvePoint[];
}

/**
 * The three curves of a contract's chart as of T. `filter` applies the
 * five-point display filter of spec 2 §9 to each.
 */
export function contractSCurves(
  input: Pick<ContractStatusInput, 'effectivity' | 'schedule' | 'accomplishments' | 'suspensions' | 'asOf'>,
  options: { filter?: boolean } = {},
): ContractSCurves {
  const e = toEpochDay(input.effectivity);
  const t = toEpochDay(input.asOf);
  const original = curveFromNodes(e, input.schedule);
  const revised = reviseCurve(original, spansAsOf(e, input.suspensions ?? [], t).spans);
  const actual = extendActualLine(curveFromNodes(e, input.accomplishments, t), t >= e ? t - e + 1 : 0);
  if (!options.filter) return { originalProjected: original, revisedProjected: revised, actualAccomplishment: actual };
  return {
    originalProjected: filterSCurvePoints(original),
    revisedProjected: filterSCurvePoints(revised),
    actualAccomplishment: filterSCurvePoints(actual),
  };
}
