import { AppError, type RefusedRecord } from '../common/errors.js';
import { isIsoDate, type IsoDate } from '../common/dates.js';
import { validateOnOrAfterContractStart } from '../common/date-ranges.js';
import type { Centavos } from '../common/money.js';
import { validateBillingNotBeforeEffectivity, validateRevisedAmountCoversBillings } from '../contract-records/contract-records.rules.js';
import { revisedContractAmount, type VariationOrder } from '../finance/contract-amounts.rules.js';
import { validateAccomplishmentNode, validateScheduleNode } from './nodes.rules.js';
import type { DatedNode, Suspension, TimeExtension } from './schedule.types.js';
import {
  validateNodeOutsideSuspensions,
  validateResumeDate,
  validateSuspensionDate,
  validateSuspensionSequence,
} from './suspensions.rules.js';
import { validateTimeExtensionDays } from './time-extensions.rules.js';

/**
 * "The engine trusts nothing it is handed" (DOMAIN.md, Target, actual,
 * slippage). The write-time validators and this guard are one set of rules:
 * the guard walks each list once, in date order, and calls the very rule
 * functions the services call when a record is written, with the record's
 * neighbour as the "existing" records (on sorted lists the neighbour decides
 * what all the others would). So data that passed the write-time validators
 * never trips it, and what it refuses a validator would have refused;
 * imported or legacy rows can still trip it, and then the contract answers a
 * 400 whose detail names the record and whose `record` says which one.
 *
 * Only the rules about today (no node or billing in the future) stay out: a
 * stored record is read as of T, whatever today is.
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
  variationOrders?: readonly { id?: number | string; dateEffective: IsoDate; revisedAmount: number; entryDate?: Date | string }[] | undefined;
  /** Billing amounts, in centavos. */
  billings?: readonly { id?: number | string; billingDate: IsoDate; billingAmount: number }[] | undefined;
}

function isWholeNonNegative(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** Thrown for a record whose shape is wrong (a value no write could have stored). */
function malformed(detail: string): never {
  throw new AppError('VALIDATION', detail);
}

function requireDate(date: unknown): IsoDate {
  if (!isIsoDate(date)) malformed(`${String(date)} is not a calendar date (YYYY-MM-DD).`);
  return date;
}

function byDate<T>(records: readonly T[], dateOf: (record: T) => string): readonly T[] {
  for (let i = 1; i < records.length; i++) {
    if (dateOf(records[i] as T) < dateOf(records[i - 1] as T)) {
      return [...records].sort((a, b) => (dateOf(a) < dateOf(b) ? -1 : dateOf(a) > dateOf(b) ? 1 : 0));
    }
  }
  return records;
}

const recordNouns: Record<RefusedRecord['kind'], string> = {
  contract: 'Contract',
  'schedule-node': 'Schedule node',
  'accomplishment-node': 'Accomplishment node',
  'suspension-order': 'Suspension order',
  'resume-order': 'Resume order',
  'time-extension': 'Time extension',
  'variation-order': 'Variation order',
  billing: 'Billing',
};

function recordName(record: RefusedRecord): string {
  const noun = recordNouns[record.kind];
  if (record.date === null) return noun;
  return record.kind === 'time-extension' ? `${noun} approved ${record.date}` : `${noun} of ${record.date}`;
}

/**
 * The record being checked, kept in one mutable cursor (no allocation per
 * record on the hot path): a rule's refusal is re-thrown naming it.
 */
interface Cursor {
  kind: RefusedRecord['kind'];
  date: string | null | undefined;
  id: number | string | undefined;
}

function at(cursor: Cursor, kind: RefusedRecord['kind'], date: string | null | undefined, id?: number | string): void {
  cursor.kind = kind;
  cursor.date = date;
  cursor.id = id;
}

function refusedRecord(cursor: Cursor): RefusedRecord {
  const record: RefusedRecord = { kind: cursor.kind, date: cursor.date ?? null };
  if (cursor.id !== undefined) record.id = cursor.id;
  return record;
}

/**
 * Refuses (AppError VALIDATION, with `record`) records that break DOMAIN.md's
 * rules; see the file comment. The first broken record is named.
 */
export function validateContractRecords(input: ContractRecordsToGuard): void {
  const effectivity = input.effectivity;
  if (!isIsoDate(effectivity)) malformed(`The contract effectivity date (${String(effectivity)}) is not a valid date.`);
  if (input.duration !== undefined && !isWholeNonNegative(input.duration)) {
    malformed(`Contract time must be a whole number of calendar days, not ${String(input.duration)}.`);
  }
  if (input.amount !== undefined && !isWholeNonNegative(input.amount)) {
    malformed(`The contract amount must be a sum of pesos and centavos of at least zero, not ${String(input.amount)} centavos.`);
  }

  const cursor: Cursor = { kind: 'contract', date: null, id: undefined };
  try {
    guardRecords(input, effectivity, cursor);
  } catch (error) {
    if (error instanceof AppError && error.record === undefined && cursor.kind !== 'contract') {
      const record = refusedRecord(cursor);
      throw new AppError('VALIDATION', `${recordName(record)}: ${error.detail}`, undefined, { record });
    }
    throw error;
  }
}

function guardRecords(input: ContractRecordsToGuard, effectivity: IsoDate, cursor: Cursor): void {
  const context = { effectivity };
  // The node before the one checked, as the rule's "existing nodes" (one array, reused).
  const neighbour: DatedNode[] = [];

  for (const node of byDate(input.schedule, (n) => n.date)) {
    at(cursor, 'schedule-node', node.date, node.id);
    validateScheduleNode(neighbour, node, context);
    neighbour[0] = node;
  }

  // Suspensions first, so that the nodes are then checked against a set that keeps its own rules.
  const suspensions = byDate(input.suspensions ?? [], (s) => s.dateEffective);
  const accomplishments = byDate(input.accomplishments, (n) => n.date);
  let completion: IsoDate | null = null;
  for (const node of accomplishments) {
    if (node.accomplishment >= 100) {
      completion = node.date;
      break;
    }
  }
  let earlier: Suspension | undefined;
  for (const suspension of suspensions) {
    at(cursor, 'suspension-order', suspension.dateEffective, suspension.id);
    requireDate(suspension.dateEffective);
    validateSuspensionDate(suspension.dateEffective, effectivity, completion);
    if (suspension.resumptionDate) {
      at(cursor, 'resume-order', suspension.resumptionDate);
      requireDate(suspension.resumptionDate);
      validateResumeDate(suspension, suspension.resumptionDate);
      at(cursor, 'suspension-order', suspension.dateEffective, suspension.id);
    }
    if (earlier !== undefined) validateSuspensionSequence(earlier, suspension, 'later');
    earlier = suspension;
  }

  // The suspensions now follow one another without overlapping, so only the
  // latest one begun on or before a node's date can hold it: the walk hands
  // the rule that one (a merge of two sorted lists, not nodes × suspensions).
  const candidate: Suspension[] = [];
  let next = 0;
  neighbour.length = 0;
  for (const node of accomplishments) {
    at(cursor, 'accomplishment-node', node.date, node.id);
    validateAccomplishmentNode(neighbour, node, context);
    // Dates checked valid by now order as strings.
    while (next < suspensions.length && (suspensions[next] as Suspension).dateEffective <= node.date) candidate[0] = suspensions[next++] as Suspension;
    if (candidate.length > 0) validateNodeOutsideSuspensions(candidate, node.date);
    neighbour[0] = node;
  }

  for (const extension of input.timeExtensions ?? []) {
    at(cursor, 'time-extension', extension.dateApproved, extension.id);
    if (extension.dateApproved !== undefined && extension.dateApproved !== null) {
      requireDate(extension.dateApproved);
      // Written: requested on or after the start, approved on or after the request; so approved on or after the start.
      validateOnOrAfterContractStart('date_approved', 'Date approved', extension.dateApproved, effectivity);
    }
    validateTimeExtensionDays(extension.numberOfDays);
  }

  const orders = input.variationOrders ?? [];
  for (const order of orders) {
    at(cursor, 'variation-order', order.dateEffective, order.id);
    requireDate(order.dateEffective);
    validateOnOrAfterContractStart('date_effective', 'Effective date', order.dateEffective, effectivity);
    if (!isWholeNonNegative(order.revisedAmount)) malformed('The revised amount may not be negative.');
  }
  const billings = input.billings ?? [];
  for (const billing of billings) {
    at(cursor, 'billing', billing.billingDate, billing.id);
    requireDate(billing.billingDate);
    if (!isWholeNonNegative(billing.billingAmount)) malformed('The billing amount may not be negative.');
    validateBillingNotBeforeEffectivity(billing.billingDate, effectivity);
  }
  if (billings.length > 0 && input.amount !== undefined) {
    // The set rule of billings and variation orders: the total billed stays within the revised amount.
    const latest = [...orders].sort((a, b) => (a.dateEffective < b.dateEffective ? -1 : a.dateEffective > b.dateEffective ? 1 : 0)).at(-1);
    if (latest) at(cursor, 'variation-order', latest.dateEffective, latest.id);
    else at(cursor, 'billing', billings.at(-1)?.billingDate, billings.at(-1)?.id);
    // The amounts were checked above to be whole non-negative centavos.
    validateRevisedAmountCoversBillings(
      revisedContractAmount(input.amount as Centavos, orders as readonly VariationOrder[]),
      billings.map((billing) => ({ billingAmount: billing.billingAmount as Centavos })),
    );
  }
}
