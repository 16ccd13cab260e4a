import { fieldError } from '../common/errors.js';
import { toEpochDay, type IsoDate } from '../common/dates.js';

/**
 * A contract's start date bounds every record of it (docs/decisions/014). The
 * schedule, accomplishment and suspension records are held to it by the
 * engine's guard; this holds the others when the start date moves.
 */

export interface RecordsDatedAgainstStart {
  timeExtensions: readonly { dateRequested: IsoDate | null; dateApproved: IsoDate }[];
  variationOrders: readonly { dateEffective: IsoDate }[];
  billings: readonly { billingDate: IsoDate }[];
  featureAccomplishmentDates: readonly IsoDate[];
}

export const recordDateMessages = {
  startAfterRecord: (startDate: IsoDate, record: string, date: IsoDate) =>
    `The start date cannot be ${startDate}: this contract has ${record} dated ${date}, before it. Correct or delete that record first.`,
} as const;

/** The earliest record (and its date) dated before `startDate`, or null when none is. */
export function earliestRecordBeforeStart(startDate: IsoDate, records: RecordsDatedAgainstStart): { record: string; date: IsoDate } | null {
  const start = toEpochDay(startDate);
  const dated: { record: string; date: IsoDate }[] = [
    ...records.timeExtensions.flatMap((extension) => [
      ...(extension.dateRequested === null ? [] : [{ record: 'a time extension requested', date: extension.dateRequested }]),
      { record: 'a time extension approved', date: extension.dateApproved },
    ]),
    ...records.variationOrders.map((order) => ({ record: 'a variation order effective', date: order.dateEffective })),
    ...records.billings.map((billing) => ({ record: 'a billing', date: billing.billingDate })),
    ...records.featureAccomplishmentDates.map((date) => ({ record: 'a physical feature quantity', date })),
  ];
  let earliest: { record: string; date: IsoDate } | null = null;
  for (const entry of dated) {
    const day = toEpochDay(entry.date);
    if (day < start && (earliest === null || day < toEpochDay(earliest.date))) earliest = entry;
  }
  return earliest;
}

/** Refuses a start date later than one of the contract's time extensions, variation orders, billings or feature quantities. */
export function validateStartDateLeavesRecords(startDate: IsoDate, records: RecordsDatedAgainstStart): void {
  const earliest = earliestRecordBeforeStart(startDate, records);
  if (earliest) throw fieldError('start_date', recordDateMessages.startAfterRecord(startDate, earliest.record, earliest.date));
}
