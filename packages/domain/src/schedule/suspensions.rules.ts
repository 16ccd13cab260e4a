import { AppError } from '../common/errors.js';
import { fromEpochDay, toEpochDay, type EpochDay, type IsoDate } from '../common/dates.js';
import type { Suspension } from './schedule.types.js';

/**
 * Suspensions and resumptions (DOMAIN.md "Suspensions and resumptions").
 *
 * Everything is "as of T": a suspension counts only its days up to T. For an
 * unresumed one that is DOMAIN.md's `max(0, T − S + 1)`; the same reading is
 * applied to a resume order dated after T (still suspended on T) and to a
 * suspension dated after T (nothing suspended yet), so that a report as of a
 * past date never subtracts days that had not happened.
 */

/** A suspension on the contract's day axis, ready for curve revision. */
export interface SuspensionSpan {
  /** `S − E`: the day number of the last working date before the suspension. */
  suspendedOn: number;
  /** Days suspended as of T (R − S once resumed on or before T). */
  daysSuspended: number;
  /** `suspended_on + days_suspended`. */
  resumedOn: number;
}

/** Days suspended as of T on epoch days: R − S, or T − S + 1 while unresumed on T, never negative. */
export function daysSuspendedFromEpoch(start: EpochDay, resumption: EpochDay | null, asOf: EpochDay): number {
  const end = resumption === null || resumption > asOf + 1 ? asOf + 1 : resumption;
  return end > start ? end - start : 0;
}

function resumptionEpoch(suspension: Suspension): EpochDay | null {
  return suspension.resumptionDate ? toEpochDay(suspension.resumptionDate) : null;
}

/** `days_suspended` of one suspension as of T. */
export function daysSuspended(suspension: Suspension, asOf: IsoDate): number {
  return daysSuspendedFromEpoch(toEpochDay(suspension.dateEffective), resumptionEpoch(suspension), toEpochDay(asOf));
}

/** Σ days_suspended as of T (ongoing ones counted to T). */
export function totalDaysSuspended(suspensions: readonly Suspension[], asOf: IsoDate): number {
  let total = 0;
  for (const suspension of suspensions) total += daysSuspended(suspension, asOf);
  return total;
}

/** `suspended_on = S − E`. */
export function suspendedOn(effectivity: IsoDate, suspension: Suspension): number {
  return toEpochDay(suspension.dateEffective) - toEpochDay(effectivity);
}

/** `resumed_on = suspended_on + days_suspended` (as of T). */
export function resumedOn(effectivity: IsoDate, suspension: Suspension, asOf: IsoDate): number {
  return suspendedOn(effectivity, suspension) + daysSuspended(suspension, asOf);
}

/** True when a suspension has begun on or before T and is not resumed on T (status Suspended). */
export function isSuspendedAsOf(suspensions: readonly Suspension[], asOf: IsoDate): boolean {
  const t = toEpochDay(asOf);
  return suspensions.some((suspension) => {
    const start = toEpochDay(suspension.dateEffective);
    const resumption = resumptionEpoch(suspension);
    return start <= t && (resumption === null || resumption > t);
  });
}

/**
 * The suspensions as spans on the day axis, in order of S (the order in which
 * DOMAIN.md applies them to the curve). Spans with no days as of T are left out.
 */
export function suspensionSpans(effectivity: IsoDate, suspensions: readonly Suspension[], asOf: IsoDate): SuspensionSpan[] {
  const e = toEpochDay(effectivity);
  const t = toEpochDay(asOf);
  const spans: SuspensionSpan[] = [];
  for (const suspension of suspensions) {
    const start = toEpochDay(suspension.dateEffective);
    const days = daysSuspendedFromEpoch(start, resumptionEpoch(suspension), t);
    if (days > 0) spans.push({ suspendedOn: start - e, daysSuspended: days, resumedOn: start - e + days });
  }
  return spans.sort((a, b) => a.suspendedOn - b.suspendedOn);
}

/** `expiry_date_due_to_suspensions = original_expiry_date + Σ days_suspended` (as of T). */
export function expiryDateDueToSuspensions(
  effectivity: IsoDate,
  duration: number,
  suspensions: readonly Suspension[],
  asOf: IsoDate,
): IsoDate {
  return fromEpochDay(toEpochDay(effectivity) + duration - 1 + totalDaysSuspended(suspensions, asOf));
}

/**
 * Refuses (400) a new suspension order dated before E, or made while another
 * suspension is unresumed. A date inside an earlier, resumed suspension is the
 * same case: the contract was not running on that date.
 */
export function validateSuspensionOrder(
  existing: readonly Suspension[],
  dateEffective: IsoDate,
  effectivity: IsoDate,
): void {
  const start = toEpochDay(dateEffective);
  if (start < toEpochDay(effectivity)) {
    throw new AppError(
      'VALIDATION',
      `The suspension date ${dateEffective} is before the contract effectivity date ${effectivity}.`,
    );
  }
  for (const other of existing) {
    if (!other.resumptionDate) {
      throw new AppError(
        'VALIDATION',
        `The contract is already suspended since ${other.dateEffective}; enter the resume order of that suspension first.`,
      );
    }
    if (start >= toEpochDay(other.dateEffective) && start < toEpochDay(other.resumptionDate)) {
      throw new AppError(
        'VALIDATION',
        `The suspension date ${dateEffective} falls within the suspension from ${other.dateEffective} to ${other.resumptionDate}.`,
      );
    }
  }
}

/**
 * Refuses (400) a resume order dated on or before its suspension, or a second
 * resume order for the same suspension. `others` (the contract's other
 * suspensions) lets it also refuse a resumption that runs into a later
 * suspension, which would count those days twice.
 */
export function validateResumeOrder(
  suspension: Suspension,
  dateEffective: IsoDate,
  others: readonly Suspension[] = [],
): void {
  if (suspension.resumptionDate) {
    throw new AppError(
      'VALIDATION',
      `The suspension of ${suspension.dateEffective} already has a resume order effective ${suspension.resumptionDate}.`,
    );
  }
  const start = toEpochDay(suspension.dateEffective);
  const resumption = toEpochDay(dateEffective);
  if (resumption <= start) {
    throw new AppError(
      'VALIDATION',
      `The resume order date ${dateEffective} must be after the suspension date ${suspension.dateEffective}.`,
    );
  }
  for (const other of others) {
    if (other === suspension || (other.id !== undefined && other.id === suspension.id)) continue;
    const otherStart = toEpochDay(other.dateEffective);
    if (otherStart > start && otherStart < resumption) {
      throw new AppError(
        'VALIDATION',
        `The resume order date ${dateEffective} is after the next suspension, dated ${other.dateEffective}.`,
      );
    }
  }
}
