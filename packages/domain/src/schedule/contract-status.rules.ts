import { AppError } from '../common/errors.js';
import { fromEpochDay, isIsoDate, toEpochDay, type EpochDay, type IsoDate } from '../common/dates.js';
import type { Centavos } from '../common/money.js';
import { percentOf } from '../common/percent.js';
import { targetValueAccomplished, valueAccomplished } from '../finance/contract-amounts.rules.js';
import {
  curveFromNodes,
  extendActualLine,
  filterSCurvePoints,
  originalDayOf,
  reviseCurve,
  slippageBand,
  type CurveSuspension,
  type SlippageBand,
} from './curves.rules.js';
import type { CurvePoint, DatedNode, Suspension, TimeExtension } from './schedule.types.js';
import { daysSuspendedFromEpoch } from './suspensions.rules.js';
import { validateContractRecords } from './contract-records.guard.js';

/**
 * A contract as of a date T: day counting, expiries, targets, actual, slippage
 * and status (DOMAIN.md, all sections). Reports call `computeContractStatus`
 * for thousands of contracts, so it parses each date once, works on epoch
 * days, and reads the targets in one pass over the schedule without sorting or
 * building curves; `contractSCurves` builds the curves for the chart.
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
  /** The approved time extensions; those approved after T do not count. */
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
  // In order of S, as the revision applies them; usually already so.
  for (let i = 1; i < spans.length; i++) {
    if ((spans[i] as CurveSuspension).suspendedOn < (spans[i - 1] as CurveSuspension).suspendedOn) {
      spans.sort((a, b) => a.suspendedOn - b.suspendedOn);
      break;
    }
  }
  return { spans, total, suspended };
}

interface Bracket {
  beforeDay: number;
  beforeValue: number;
  afterDay: number;
  afterValue: number;
}

function newBracket(): Bracket {
  // The origin (0, 0) is the first point of every curve.
  return { beforeDay: 0, beforeValue: 0, afterDay: Infinity, afterValue: 0 };
}

/** Keeps the last point at or before `day` and the first point after it, as sorting (stably) would. */
function bracketNode(bracket: Bracket, day: number, nodeDay: number, value: number): void {
  if (nodeDay <= day) {
    if (nodeDay >= bracket.beforeDay) {
      bracket.beforeDay = nodeDay;
      bracket.beforeValue = value;
    }
  } else if (nodeDay < bracket.afterDay) {
    bracket.afterDay = nodeDay;
    bracket.afterValue = value;
  }
}

/** Same value as `interpolatedAccomplishment(curveFromNodes(...), day)`. */
function bracketValue(bracket: Bracket, day: number): number {
  if (day < 0) return 0;
  if (bracket.afterDay === Infinity || bracket.beforeDay === day) return bracket.beforeValue;
  return (
    bracket.beforeValue +
    ((bracket.afterValue - bracket.beforeValue) * (day - bracket.beforeDay)) / (bracket.afterDay - bracket.beforeDay)
  );
}

/**
 * The original curve at `originalDay` and at `revisedDay` mapped back through
 * the suspensions, in one pass over the schedule without sorting or building
 * curves (the hot path of reports).
 */
function plannedTargets(
  effectivity: EpochDay,
  schedule: readonly DatedNode[],
  day: number,
  spans: readonly CurveSuspension[],
): { original: number; revised: number } {
  const mapped = spans.length === 0 ? day : originalDayOf(day, spans);
  const atDay = newBracket();
  const atMapped = newBracket();
  for (const node of schedule) {
    const date = toEpochDay(node.date);
    const nodeDay = date >= effectivity ? date - effectivity + 1 : 0;
    bracketNode(atDay, day, nodeDay, node.accomplishment);
    if (mapped !== day) bracketNode(atMapped, mapped, nodeDay, node.accomplishment);
  }
  const original = bracketValue(atDay, day);
  return { original, revised: mapped === day ? original : bracketValue(atMapped, mapped) };
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
  return plannedTargets(e, schedule, t >= e ? t - e + 1 : 0, spansAsOf(e, suspensions, t).spans).revised;
}

/** The original target: the schedule as entered at t = days_elapsed(T). */
export function originalTargetAccomplishment(effectivity: IsoDate, schedule: readonly DatedNode[], asOf: IsoDate): number {
  const e = toEpochDay(effectivity);
  const t = toEpochDay(asOf);
  return plannedTargets(e, schedule, t >= e ? t - e + 1 : 0, []).original;
}

/** Everything a contract shows as of T, in one pass over its nodes. */
export function computeContractStatus(input: ContractStatusInput): ContractStatusResult {
  validateContractRecords(input);
  if (!isIsoDate(input.asOf)) throw new AppError('VALIDATION', `The as-of date (${String(input.asOf)}) is not a valid date.`);
  const e = toEpochDay(input.effectivity);
  const t = toEpochDay(input.asOf);
  const duration = input.duration;
  const suspensions = input.suspensions ?? [];
  const extensions = (input.timeExtensions ?? []).filter(
    (extension) => extension.dateApproved === undefined || extension.dateApproved === null || extension.dateApproved <= input.asOf,
  );

  const day = t >= e ? t - e + 1 : 0;
  const { spans, total: suspendedToT, suspended } = spansAsOf(e, suspensions, t);
  let extensionDays = 0;
  for (const extension of extensions) extensionDays += extension.numberOfDays;

  const originalExpiry = e + duration - 1;
  const { original: originalTarget, revised: target } = plannedTargets(e, input.schedule, day, spans);
  const { actual, completion } = scanAccomplishments(input.accomplishments, t);
  const slip = actual - target;

  // A completed contract's clock stops on its completion date C (DOMAIN.md
  // "completed"): days elapsed and suspended are read as of C, so a contract
  // finished on day 117 keeps showing 117 days a year later. The guard refuses
  // a suspension after C, so the days suspended as of C and as of T agree on
  // valid data; they are still read as of C so the clock cannot run on.
  const stoppedOn = actual >= 100 && completion !== null && completion < t ? completion : null;
  const daysElapsed = stoppedOn === null ? day : stoppedOn - e + 1;
  const daysSuspended = stoppedOn === null ? suspendedToT : spansAsOf(e, suspensions, stoppedOn).total;
  const contractTimeElapsed = daysElapsed - daysSuspended;

  return {
    asOf: input.asOf,
    daysElapsed,
    originalExpiryDate: fromEpochDay(originalExpiry),
    daysSuspended,
    expiryDateDueToSuspensions: fromEpochDay(originalExpiry + suspendedToT),
    expiryDateDueToTimeExtensions: fromEpochDay(originalExpiry + suspendedToT + extensionDays),
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
  validateContractRecords(input);
  if (!isIsoDate(input.asOf)) throw new AppError('VALIDATION', `The as-of date (${String(input.asOf)}) is not a valid date.`);
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
