import { fieldError } from '../common/errors.js';
import { toEpochDay, type IsoDate } from '../common/dates.js';
import { projectFinanceRange, validateNotInFuture, validateProjectFinanceDate, type DateRange } from '../common/date-ranges.js';

/**
 * The dates of a project's money (docs/decisions/014): obligated, disbursed and
 * requested are things that happened, so never after today; they fall within
 * the window of the project's implementation year; and money is disbursed only
 * once obligated.
 */

export const projectFinanceDateMessages = {
  disbursedBeforeObligated: (disbursed: IsoDate, obligated: IsoDate) =>
    `Date disbursed ${disbursed} is before the date obligated ${obligated}: money is disbursed only after it is obligated.`,
} as const;

export function validateExpenditureDates(
  input: { dateObligated: IsoDate; dateDisbursed: IsoDate | null },
  implementationYear: number,
  today: IsoDate,
): void {
  validateNotInFuture('date_obligated', 'Date obligated', input.dateObligated, today);
  validateProjectFinanceDate('date_obligated', 'Date obligated', input.dateObligated, implementationYear);
  if (input.dateDisbursed === null) return;
  validateNotInFuture('date_disbursed', 'Date disbursed', input.dateDisbursed, today);
  if (toEpochDay(input.dateDisbursed) < toEpochDay(input.dateObligated)) {
    throw fieldError('date_disbursed', projectFinanceDateMessages.disbursedBeforeObligated(input.dateDisbursed, input.dateObligated));
  }
  validateProjectFinanceDate('date_disbursed', 'Date disbursed', input.dateDisbursed, implementationYear);
}

/** Cash is requested on a day that has come, within the window of the project's year (no date is allowed: the spec's field is optional). */
export function validateRequestedCashDate(requestedOn: IsoDate | null, implementationYear: number, today: IsoDate): void {
  if (requestedOn === null) return;
  validateNotInFuture('requested_on', 'Date requested', requestedOn, today);
  validateProjectFinanceDate('requested_on', 'Date requested', requestedOn, implementationYear);
}

/** The money of a project, by its dates. */
export interface ProjectFinanceDates {
  expenditures: readonly { dateObligated: IsoDate; dateDisbursed: IsoDate | null }[];
  requestedCash: readonly { requestedOn: IsoDate | null }[];
}

export const implementationYearMessages = {
  leavesRecordOutside: (year: number, record: string, date: IsoDate, range: DateRange) =>
    `The implementation year cannot be ${year}: this project has ${record} ${date}, outside its dates from ${range.earliest} to ${range.latest}. ` +
    'Correct that record first.',
} as const;

/** A changed implementation year must keep every expenditure and cash request of the project within its window. */
export function validateImplementationYearKeepsFinanceDates(implementationYear: number, finance: ProjectFinanceDates): void {
  const range = projectFinanceRange(implementationYear);
  const dated: { record: string; date: IsoDate }[] = [
    ...finance.expenditures.flatMap((expenditure) => [
      { record: 'an expenditure obligated', date: expenditure.dateObligated },
      ...(expenditure.dateDisbursed === null ? [] : [{ record: 'an expenditure disbursed', date: expenditure.dateDisbursed }]),
    ]),
    ...finance.requestedCash.flatMap((cash) => (cash.requestedOn === null ? [] : [{ record: 'cash requested', date: cash.requestedOn }])),
  ];
  const outside = dated.find(({ date }) => toEpochDay(date) < toEpochDay(range.earliest) || toEpochDay(date) > toEpochDay(range.latest));
  if (outside) {
    throw fieldError('implementation_year', implementationYearMessages.leavesRecordOutside(implementationYear, outside.record, outside.date, range));
  }
}
