import { toEpochDay, type EpochDay, type IsoDate } from '../common/dates.js';
import { round2 } from '../common/percent.js';
import type { CurvePoint, DatedNode, Suspension } from './schedule.types.js';
import { suspensionSpans } from './suspensions.rules.js';

/**
 * S-curves (DOMAIN.md "Revised planned curve", "Target, actual, slippage",
 * "Curves for reports"). A curve is a list of points sorted by day that starts
 * at (day 0, 0 %); a node dated T sits at day `days_elapsed(T)`.
 */

const ORIGIN: CurvePoint = Object.freeze({ day: 0, accomplishment: 0 });

function byDay(a: CurvePoint, b: CurvePoint): number {
  return a.day - b.day;
}

/**
 * Dated nodes as a curve on epoch days: (0, 0) then one point per node, sorted
 * by day (stable, so nodes on the same day keep their order). Nodes dated after
 * `upTo` are left out.
 */
export function curveFromNodes(effectivity: EpochDay, nodes: readonly DatedNode[], upTo?: EpochDay): CurvePoint[] {
  const points: CurvePoint[] = [ORIGIN];
  let sorted = true;
  let previousDay = 0;
  for (const node of nodes) {
    const date = toEpochDay(node.date);
    if (upTo !== undefined && date > upTo) continue;
    const day = date >= effectivity ? date - effectivity + 1 : 0;
    if (day < previousDay) sorted = false;
    previousDay = day;
    points.push({ day, accomplishment: node.accomplishment });
  }
  // Nodes usually arrive ordered by date from the database; sort only when not.
  return sorted ? points : points.sort(byDay);
}

/** The original curve (black): the physical schedule as entered, plus (0, 0). */
export function originalCurve(effectivity: IsoDate, schedule: readonly DatedNode[]): CurvePoint[] {
  return curveFromNodes(toEpochDay(effectivity), schedule);
}

/** The actual curve (blue): the accomplishment nodes dated ≤ T (all when T is omitted), plus (0, 0). */
export function actualCurve(effectivity: IsoDate, accomplishments: readonly DatedNode[], asOf?: IsoDate): CurvePoint[] {
  return curveFromNodes(toEpochDay(effectivity), accomplishments, asOf === undefined ? undefined : toEpochDay(asOf));
}

/** Linear interpolation between two points at `day` (a.day < day < b.day). */
function interpolate(a: CurvePoint, b: CurvePoint, day: number): number {
  return a.accomplishment + ((b.accomplishment - a.accomplishment) * (day - a.day)) / (b.day - a.day);
}

/** Index of the last point with `point.day ≤ day`, or −1 (binary search: curves are sorted). */
function lastIndexAtOrBefore(curve: readonly CurvePoint[], day: number): number {
  let low = 0;
  let high = curve.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if ((curve[middle] as CurvePoint).day <= day) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/**
 * A planned curve at `day` by linear interpolation: 0 before the first point,
 * the last point's value after it (DOMAIN.md `target_accomplishment`).
 */
export function interpolatedAccomplishment(curve: readonly CurvePoint[], day: number): number {
  const index = lastIndexAtOrBefore(curve, day);
  if (index < 0) return 0;
  const point = curve[index] as CurvePoint;
  const next = curve[index + 1];
  if (next === undefined || point.day === day) return point.accomplishment;
  return interpolate(point, next, day);
}

/** The actual curve at `day` as a step: the latest point at or before it, never interpolated; 0 if none. */
export function stepAccomplishment(curve: readonly CurvePoint[], day: number): number {
  const index = lastIndexAtOrBefore(curve, day);
  return index < 0 ? 0 : (curve[index] as CurvePoint).accomplishment;
}

/** A suspension on the day axis as the curve revision needs it. */
export interface CurveSuspension {
  suspendedOn: number;
  daysSuspended: number;
}

/**
 * The revised planned curve: the suspensions applied in order of S, each to the
 * curve revised so far (DOMAIN.md "Revised planned curve"):
 * 1. a point is inserted at `suspended_on` by interpolation if it falls strictly between two points;
 * 2. every point after `suspended_on` moves by `days_suspended`;
 * 3. a point at `resumed_on` repeats the accomplishment at `suspended_on`.
 * A suspension at or after the last point changes nothing (no later point to
 * move, and a level tail adds nothing to any target).
 */
export function reviseCurve(curve: readonly CurvePoint[], suspensions: readonly CurveSuspension[]): CurvePoint[] {
  let points: CurvePoint[] = curve.slice();
  let ordered = true;
  for (let i = 1; i < suspensions.length; i++) {
    if ((suspensions[i] as CurveSuspension).suspendedOn < (suspensions[i - 1] as CurveSuspension).suspendedOn) ordered = false;
  }
  const inOrder = ordered ? suspensions : [...suspensions].sort((a, b) => a.suspendedOn - b.suspendedOn);

  for (const { suspendedOn, daysSuspended } of inOrder) {
    const last = points[points.length - 1];
    if (daysSuspended <= 0 || last === undefined || suspendedOn >= last.day) continue;
    const revised: CurvePoint[] = [];
    let i = 0;
    while (i < points.length && (points[i] as CurvePoint).day <= suspendedOn) revised.push(points[i++] as CurvePoint);
    const before = revised[revised.length - 1];
    const after = points[i] as CurvePoint; // exists: suspendedOn < last.day
    let atSuspension: number;
    if (before !== undefined && before.day === suspendedOn) {
      atSuspension = before.accomplishment;
    } else {
      atSuspension = before === undefined ? 0 : interpolate(before, after, suspendedOn);
      revised.push({ day: suspendedOn, accomplishment: atSuspension }); // step 1
    }
    revised.push({ day: suspendedOn + daysSuspended, accomplishment: atSuspension }); // step 3
    for (; i < points.length; i++) {
      const point = points[i] as CurvePoint;
      revised.push({ day: point.day + daysSuspended, accomplishment: point.accomplishment }); // step 2
    }
    points = revised;
  }
  return points;
}

/**
 * The day of the original curve that the revised curve shows at `day`: the
 * revision's steps undone, last suspension first. The revised curve at `day`
 * equals the original curve at this day, so a single target can be read
 * without building the revised curve (what reports do for every contract).
 * `suspensions` must be in order of S.
 */
export function originalDayOf(day: number, suspensions: readonly CurveSuspension[]): number {
  let x = day;
  for (let k = suspensions.length - 1; k >= 0; k--) {
    const { suspendedOn, daysSuspended } = suspensions[k] as CurveSuspension;
    if (daysSuspended <= 0 || x <= suspendedOn) continue;
    x = x <= suspendedOn + daysSuspended ? suspendedOn : x - daysSuspended;
  }
  return x;
}

/** The revised curve (red) of a contract as of T (ongoing suspensions counted to T). */
export function revisedCurve(
  effectivity: IsoDate,
  schedule: readonly DatedNode[],
  suspensions: readonly Suspension[],
  asOf: IsoDate,
): CurvePoint[] {
  return reviseCurve(originalCurve(effectivity, schedule), suspensionSpans(effectivity, suspensions, asOf));
}

/** `slippage = actual − target`, in percentage points; negative is behind schedule. */
export function slippage(actual: number, target: number): number {
  return actual - target;
}

/** Slippage bands of DPWH D.O. 193 s. 2016. */
export type SlippageBand = 'on_track' | 'early_warning' | 'final_warning' | 'terminal';

export const slippageBandLabels: Record<SlippageBand, string> = {
  on_track: 'On track',
  early_warning: 'Early warning',
  final_warning: 'Final warning (ICU)',
  terminal: 'Terminal',
};

/**
 * The D.O. 193 band of a slippage (for contracts not yet at 100 %). It is read
 * from the slippage rounded to 2 decimals, so the band always agrees with the
 * figure printed beside it (−5.00 is an early warning even if it was −4.999).
 */
export function slippageBand(value: number): SlippageBand {
  const shown = round2(value);
  if (shown > -5) return 'on_track';
  if (shown > -10) return 'early_warning';
  if (shown > -15) return 'final_warning';
  return 'terminal';
}

/**
 * Displayed S-curves keep only points that do not exceed the accomplishment of
 * any of the next five points (spec 2 §9), dropping glitches in entered data.
 */
export function filterSCurvePoints<P extends CurvePoint>(points: readonly P[]): P[] {
  const kept: P[] = [];
  for (let i = 0; i < points.length; i++) {
    const point = points[i] as P;
    let keep = true;
    for (let j = i + 1; j <= i + 5 && j < points.length; j++) {
      if (point.accomplishment > (points[j] as P).accomplishment) {
        keep = false;
        break;
      }
    }
    if (keep) kept.push(point);
  }
  return kept;
}

/**
 * The chart's actual line: while the latest accomplishment is under 100 it is
 * extended level to the as-of day (spec 3 §4).
 */
export function extendActualLine(points: readonly CurvePoint[], asOfDay: number): CurvePoint[] {
  const last = points[points.length - 1] ?? ORIGIN;
  const line = points.length === 0 ? [ORIGIN] : points.slice();
  if (last.accomplishment < 100 && asOfDay > last.day) line.push({ day: asOfDay, accomplishment: last.accomplishment });
  return line;
}
