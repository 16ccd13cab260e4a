import type { IsoDate } from '../common/dates.js';

/** A point of an S-curve: day number and cumulative accomplishment in percent. */
export interface CurvePoint {
  day: number;
  accomplishment: number;
}

/**
 * A physical schedule node or a physical accomplishment node: "the cumulative
 * percentage reached at the end of that date" (DOMAIN.md). `id` lets the
 * validators recognise an update of an existing node.
 */
export interface DatedNode {
  id?: number | string;
  date: IsoDate;
  accomplishment: number;
}

/**
 * A suspension order (`date_effective`, the first suspended date S) with the
 * `date_effective` of its resume order (R, the first working date again), or
 * null while it is unresumed.
 */
export interface Suspension {
  id?: number | string;
  dateEffective: IsoDate;
  resumptionDate?: IsoDate | null;
}

/**
 * An approved time extension; only its number of days moves the expiry. As of
 * T it counts when approved on or before T (DOMAIN.md); without
 * `dateApproved` it always counts.
 */
export interface TimeExtension {
  id?: number | string;
  numberOfDays: number;
  dateApproved?: IsoDate | null;
}
