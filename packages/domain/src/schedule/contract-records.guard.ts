import { AppError } from '../common/errors.js';
import { isIsoDate, toEpochDay, type IsoDate } from '../common/dates.js';
import type { DatedNode, Suspension, TimeExtension } from './schedule.types.js';

/**
 * "The engine guards its input" (DOMAIN.md, last rule of Contract status).
 * Records that passed the write-time validators never trip it; imported or
 * legacy rows can, and then the contract answers a 400 naming the record
 * instead of a NaN, a negative percentage or a wrong band. One pass per list
 * (the loader hands them over in date order; any other order is sorted once).
 */

export interface ContractRecordsToGuard {
  effectivity: IsoDate;
  duration?: number;
  /** The original amount, in centavos. */
  amount?: number;
  schedule: readonly DatedNode[];
  accomplishments: readonly DatedNode[];
  suspensions?: readonly Suspension[] | undefined;
  timeExtensions?: readonly TimeExtension[] | undefined;
  /** Revised amounts of the variation orders, in centavos. */
  variationOrders?: readonly { dateEffective: IsoDate; revisedAmount: number }[] | undefined;
  /** Billing amounts, in centavos. */
  billings?: readonly { billingDate: IsoDate; billingAmount: number }[] | undefined;
}

function refuse(detail: string): never {
  throw new AppError('VALIDATION', detail);
}

function isWholeNonNegative(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function epochOf(what: string, date: unknown): number {
  if (!isIsoDate(date)) refuse(`${what} has no valid date (${String(date)}).`);
  return toEpochDay(date);
}

function inDateOrder(nodes: readonly DatedNode[]): readonly DatedNode[] {
  for (let i = 1; i < nodes.length; i++) {
    if ((nodes[i] as DatedNode).date < (nodes[i - 1] as DatedNode).date) {
      return [...nodes].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    }
  }
  return nodes;
}

function guardNodes(noun: 'Schedule' | 'Accomplishment', nodes: readonly DatedNode[], effectivity: number, effectivityDate: IsoDate): void {
  let previous: DatedNode | undefined;
  for (const node of inDateOrder(nodes)) {
    const name = `${noun} node of ${String(node.date)}`;
    const date = epochOf(name, node.date);
    const value: unknown = node.accomplishment;
    if (typeof value !== 'number' || !Number.isFinite(value)) refuse(`${name}: the accomplishment (${String(value)}) is not a number.`);
    if (value < 0 || value > 100) refuse(`${name}: the accomplishment ${value}% is outside 0 to 100%.`);
    if (date < effectivity) refuse(`${name}: it is dated before the contract effectivity date ${effectivityDate}.`);
    if (previous !== undefined) {
      if (previous.date === node.date) refuse(`${name}: there is another ${noun.toLowerCase()} node on the same date.`);
      if (value < previous.accomplishment) {
        refuse(`${name}: ${value}% is lower than the ${previous.accomplishment}% of ${previous.date}; it is cumulative and may not decrease.`);
      }
    }
    previous = node;
  }
}

/**
 * Refuses (AppError VALIDATION) records that break DOMAIN.md's rules: a bad
 * effectivity date or contract time, non-numeric or out-of-range percentages,
 * nodes before the effectivity, duplicate node dates, decreasing schedules or
 * accomplishments, suspensions before the effectivity or overlapping one
 * another, a resume order on or before its suspension, non-integer or negative
 * days, negative amounts.
 */
export function validateContractRecords(input: ContractRecordsToGuard): void {
  const effectivityDate = input.effectivity;
  if (!isIsoDate(effectivityDate)) refuse(`The contract effectivity date (${String(effectivityDate)}) is not a valid date.`);
  const effectivity = toEpochDay(effectivityDate);
  if (input.duration !== undefined && !isWholeNonNegative(input.duration)) {
    refuse(`Contract time must be a whole number of calendar days, not ${String(input.duration)}.`);
  }
  if (input.amount !== undefined && !isWholeNonNegative(input.amount)) {
    refuse(`The contract amount must be a sum of pesos and centavos of at least zero, not ${String(input.amount)} centavos.`);
  }

  guardNodes('Schedule', input.schedule, effectivity, effectivityDate);
  guardNodes('Accomplishment', input.accomplishments, effectivity, effectivityDate);

  const suspensions = input.suspensions ?? [];
  let ordered = suspensions;
  for (let i = 1; i < suspensions.length; i++) {
    if ((suspensions[i] as Suspension).dateEffective < (suspensions[i - 1] as Suspension).dateEffective) {
      ordered = [...suspensions].sort((a, b) => (a.dateEffective < b.dateEffective ? -1 : 1));
      break;
    }
  }
  let previous: Suspension | undefined;
  for (const suspension of ordered) {
    const name = `Suspension order of ${String(suspension.dateEffective)}`;
    const start = epochOf(name, suspension.dateEffective);
    if (start < effectivity) refuse(`${name}: it is dated before the contract effectivity date ${effectivityDate}.`);
    const resumption = suspension.resumptionDate ?? null;
    if (resumption !== null) {
      const resumed = epochOf(`The resume order of the ${name.charAt(0).toLowerCase()}${name.slice(1)}`, resumption);
      if (resumed <= start) refuse(`${name}: its resume order of ${resumption} is not after it.`);
    }
    if (previous !== undefined) {
      const previousName = `the suspension order of ${previous.dateEffective}`;
      if (!previous.resumptionDate) refuse(`${name}: ${previousName} was never resumed, so the contract cannot be suspended again.`);
      if (previous.resumptionDate >= suspension.dateEffective) {
        refuse(`${name}: it falls inside ${previousName}, resumed on ${previous.resumptionDate}.`);
      }
    }
    previous = suspension;
  }

  for (const extension of input.timeExtensions ?? []) {
    const days: unknown = extension.numberOfDays;
    if (!isWholeNonNegative(days)) {
      const when = extension.dateApproved ? ` approved ${extension.dateApproved}` : '';
      refuse(`Time extension${when}: the number of days must be a whole number of at least 0, not ${String(days)}.`);
    }
    if (extension.dateApproved !== undefined && extension.dateApproved !== null) epochOf('A time extension', extension.dateApproved);
  }
  for (const order of input.variationOrders ?? []) {
    const name = `Variation order of ${String(order.dateEffective)}`;
    epochOf(name, order.dateEffective);
    if (!isWholeNonNegative(order.revisedAmount)) refuse(`${name}: the revised amount may not be negative.`);
  }
  for (const billing of input.billings ?? []) {
    const name = `Billing of ${String(billing.billingDate)}`;
    epochOf(name, billing.billingDate);
    if (!isWholeNonNegative(billing.billingAmount)) refuse(`${name}: the billing amount may not be negative.`);
  }
}
