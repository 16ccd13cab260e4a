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
 * The date rules of one suspension order on its own (DOMAIN.md "Suspensions
 * and resumptions"): not before E, not after the contract's completion date
 * (the first accomplishment node at 100 %). The write-time validator and the
 * engine's guard both call it.
 */
export function validateSuspensionDate(dateEffective: IsoDate, effectivity: IsoDate, completionDate?: IsoDate | null): void {
  const start = toEpochDay(dateEffective);
  if (start < toEpochDay(effectivity)) {
    throw new AppError(
      'VALIDATION',
      `The suspension date ${dateEffective} is before the contract effectivity date ${effectivity}.`,
    );
  }
  if (completionDate && start > toEpochDay(completionDate)) {
    throw new AppError(
      'VALIDATION',
      `The suspension date ${dateEffective} is after the contract's completion date ${completionDate}.`,
    );
  }
}

/** Refuses (400) a resume order dated on or before its suspension (the guard and the write-time validator). */
export function validateResumeDate(suspension: Suspension, resumptionDate: IsoDate): void {
  if (toEpochDay(resumptionDate) <= toEpochDay(suspension.dateEffective)) {
    throw new AppError(
      'VALIDATION',
      `The resume order date ${resumptionDate} must be after the suspension date ${suspension.dateEffective}.`,
    );
  }
}

/**
 * The rule between two consecutive suspensions, `earlier` dated on or before
 * `later` (DOMAIN.md): the earlier one has a resume order, and the later one
 * starts after it, S_next > R_prev — a suspension on the previous one's resume
 * date would leave the resumed work no day at all, and the same condition is
 * the resume order's "before the next suspension". The write-time validators
 * and the engine's guard call this one function; `written` names the record
 * being entered (the new later suspension, a new earlier one, or the earlier
 * one's resume order) so the message speaks of it.
 */
export function validateSuspensionSequence(earlier: Suspension, later: Suspension, written: 'later' | 'earlier' | 'resume'): void {
  if (!earlier.resumptionDate) {
    throw new AppError(
      'VALIDATION',
      written === 'earlier'
        ? `The suspension date ${earlier.dateEffective} is before the suspension of ${later.dateEffective}; ` +
            'an unresumed suspension cannot be placed before a later one.'
        : `The contract is already suspended since ${earlier.dateEffective}; enter the resume order of that suspension first.`,
    );
  }
  const start = toEpochDay(later.dateEffective);
  const resumption = toEpochDay(earlier.resumptionDate);
  if (start > resumption) return;
  if (written === 'resume') {
    throw new AppError(
      'VALIDATION',
      `The resume order date ${earlier.resumptionDate} is on or after the next suspension, dated ${later.dateEffective}.`,
    );
  }
  throw new AppError(
    'VALIDATION',
    start < resumption
      ? `The suspension date ${later.dateEffective} falls within the suspension from ${earlier.dateEffective} to ${earlier.resumptionDate}.`
      : `The suspension date ${later.dateEffective} is the resume date of the suspension from ${earlier.dateEffective} to ` +
          `${earlier.resumptionDate}; the resumed work must run at least one day before the contract is suspended again.`,
  );
}

/**
 * Refuses (400) a new suspension order dated before E or after the contract's
 * completion date, made while another suspension is unresumed, dated inside an
 * earlier suspension or on its resume date (S_next ≤ R_prev), or dated before a
 * later suspension already on record that it would run into.
 *
 * Without `resumptionDate` the new suspension is still running (open-ended), so
 * any later suspension refuses it. A suspension order received late is entered
 * with its resume order: then it is the closed period [S, R), R must be after
 * S, and a later suspension refuses it only when it starts on or before R —
 * the same sequence rule the resume order and the engine's guard apply.
 *
 * A future date is allowed: an order is often issued before it takes effect,
 * and the engine reads every suspension as of T, so it counts no day before S.
 */
export function validateSuspensionOrder(
  existing: readonly Suspension[],
  dateEffective: IsoDate,
  effectivity: IsoDate,
  options: { completionDate?: IsoDate | null; resumptionDate?: IsoDate | null } = {},
): void {
  validateSuspensionDate(dateEffective, effectivity, options.completionDate);
  const added: Suspension = { dateEffective, resumptionDate: options.resumptionDate ?? null };
  if (added.resumptionDate) validateResumeDate(added, added.resumptionDate);
  const start = toEpochDay(dateEffective);
  for (const other of existing) {
    if (toEpochDay(other.dateEffective) <= start) validateSuspensionSequence(other, added, 'later');
    // Entered with its resume order, the new suspension fails on that date, and the message names it.
    else validateSuspensionSequence(added, other, added.resumptionDate ? 'resume' : 'earlier');
  }
}

/** The suspension whose period holds `date` (S ≤ date < R, or S ≤ date while unresumed), if any. */
export function suspensionHolding(suspensions: readonly Suspension[], date: IsoDate): Suspension | undefined {
  // Valid ISO dates order as strings: no parsing on the engine guard's hot path.
  for (const suspension of suspensions) {
    if (suspension.dateEffective <= date && (!suspension.resumptionDate || date < suspension.resumptionDate)) return suspension;
  }
  return undefined;
}

function periodText(suspension: Suspension): string {
  return suspension.resumptionDate
    ? `the suspension from ${suspension.dateEffective} to ${suspension.resumptionDate}`
    : `the suspension since ${suspension.dateEffective}`;
}

/**
 * Refuses (400) an accomplishment node dated inside a suspension (S ≤ date < R,
 * or S ≤ date with no resume order): no work is done while suspended.
 */
export function validateNodeOutsideSuspensions(suspensions: readonly Suspension[], date: IsoDate): void {
  const holding = suspensionHolding(suspensions, date);
  if (holding) {
    throw new AppError(
      'VALIDATION',
      `The accomplishment date ${date} falls within ${periodText(holding)}; no work is done while suspended.`,
    );
  }
}

/**
 * Refuses (400) an accomplishment node at 100 % dated before a suspension on
 * record: it would put that suspension after the contract's completion date,
 * which a suspension order may not be (the same rule, entered the other way).
 */
export function validateCompletionBeforeSuspensions(suspensions: readonly Suspension[], node: { date: IsoDate; accomplishment: number }): void {
  if (node.accomplishment < 100) return;
  const date = toEpochDay(node.date);
  const later = suspensions.find((suspension) => toEpochDay(suspension.dateEffective) > date);
  if (later) {
    throw new AppError(
      'VALIDATION',
      `An accomplishment of 100% on ${node.date} would complete the contract before its suspension of ${later.dateEffective}; ` +
        'a contract cannot be suspended after its completion date. Change or delete that suspension first.',
    );
  }
}

/**
 * Refuses (400) a suspension (or a suspension with its new resume order) that
 * would leave an accomplishment node already on record inside its period.
 */
export function validateSuspensionLeavesNodes(suspension: Suspension, nodeDates: readonly IsoDate[]): void {
  const inside = nodeDates.find((date) => suspensionHolding([suspension], date));
  if (inside) {
    throw new AppError(
      'VALIDATION',
      `There is an accomplishment node dated ${inside} within ${periodText(suspension)}; ` +
        'no work is done while suspended. Change or delete that node first.',
    );
  }
}

/**
 * Refuses (400) a resume order dated on or before its suspension, on or after
 * the next suspension, or a second resume order for the same suspension.
 * `others` (the contract's other suspensions) lets it also refuse a resumption that runs into a later
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
  validateResumeDate(suspension, dateEffective);
  const start = toEpochDay(suspension.dateEffective);
  const resumed: Suspension = { ...suspension, resumptionDate: dateEffective };
  for (const other of others) {
    if (other === suspension || (other.id !== undefined && other.id === suspension.id)) continue;
    if (toEpochDay(other.dateEffective) > start) validateSuspensionSequence(resumed, other, 'resume');
  }
}

/**
 * Refuses (400) deleting the resume order of `suspension`: the suspension would
 * run on with no end, so it may not hold an accomplishment node on or after S,
 * nor have a later suspension after it (delete that one first).
 */
export function validateResumeOrderRemoval(
  suspension: Suspension,
  others: readonly Suspension[],
  nodeDates: readonly IsoDate[],
): void {
  const start = toEpochDay(suspension.dateEffective);
  const later = others.find(
    (other) => other !== suspension && (other.id === undefined || other.id !== suspension.id) && toEpochDay(other.dateEffective) > start,
  );
  if (later) {
    throw new AppError(
      'VALIDATION',
      `The suspension of ${suspension.dateEffective} is followed by the suspension of ${later.dateEffective}; ` +
        'delete the later suspension before this resume order.',
    );
  }
  validateSuspensionLeavesNodes({ dateEffective: suspension.dateEffective, resumptionDate: null }, nodeDates);
}
