import { fieldError } from './errors.js';
import { addMonths, isoDate, originalExpiryDate, toEpochDay, type IsoDate } from './dates.js';

/**
 * The sane range of every date a client can send (docs/decisions/014). A date
 * outside it is a typo (9999-12-31, 1900-01-01, 2204 for 2024), and a typo
 * stored here moves a curve, a report year or an expiry for everyone. The
 * server refuses it; the web forms read the same bounds for their pickers.
 */

/**
 * No record Subaybay keeps is older: the same floor as the implementation
 * year (MIN_IMPLEMENTATION_YEAR), well before any contract an office still
 * monitors or any expenditure it still accounts for.
 */
export const EARLIEST_RECORD_DATE: IsoDate = '1990-01-01';

/** A contract starts at most this many years after today: awarded contracts start within a year or two. */
export const CONTRACT_START_MAX_YEARS_AHEAD = 5;

/**
 * Planned records of a contract (schedule nodes, suspension and resume orders)
 * may lie in the future, but at most this many years after the contract's
 * original expiry date: room for suspensions and time extensions, not for typos.
 */
export const PLANNED_RECORD_MAX_YEARS_AFTER_EXPIRY = 10;

/**
 * Money of a project (expenditures obligated or disbursed, cash requested)
 * is dated from the year before its implementation year (early procurement)
 * to this many years after it (multi-year works, retention released after
 * the defects liability period).
 */
export const PROJECT_FINANCE_YEARS_BEFORE = 1;
export const PROJECT_FINANCE_YEARS_AFTER = 5;

/** Inclusive bounds. */
export interface DateRange {
  earliest: IsoDate;
  latest: IsoDate;
}

export const dateRangeMessages = {
  tooEarly: (label: string) => `${label} must be ${EARLIEST_RECORD_DATE} or later: no record Subaybay keeps is older; check the year.`,
  inFuture: (label: string, date: IsoDate, today: IsoDate) =>
    `${label} ${date} is in the future (today is ${today}): enter it once it has happened.`,
  contractStartTooLate: (date: IsoDate, latest: IsoDate) =>
    `Start date ${date} is more than ${CONTRACT_START_MAX_YEARS_AHEAD} years from today (the latest is ${latest}); check the year.`,
  beforeContractStart: (label: string, date: IsoDate, start: IsoDate) =>
    `${label} ${date} is before the contract's start date ${start}: a contract has no records before it starts.`,
  plannedTooLate: (label: string, date: IsoDate, latest: IsoDate, expiry: IsoDate) =>
    `${label} ${date} is more than ${PLANNED_RECORD_MAX_YEARS_AFTER_EXPIRY} years after the contract's original expiry date ${expiry} ` +
    `(the latest is ${latest}); check the year.`,
  outsideProjectYears: (label: string, date: IsoDate, year: number, range: DateRange) =>
    `${label} ${date} is outside the dates of the project's implementation year ${year}: ` +
    `from ${range.earliest} to ${range.latest} (a year before to ${PROJECT_FINANCE_YEARS_AFTER} years after).`,
} as const;

const isBefore = (date: IsoDate, other: IsoDate) => toEpochDay(date) < toEpochDay(other);
const isAfter = (date: IsoDate, other: IsoDate) => toEpochDay(date) > toEpochDay(other);

/** True when `date` is on or after EARLIEST_RECORD_DATE (the schemas' floor for every date field). */
export function isOnOrAfterEarliestRecordDate(date: IsoDate): boolean {
  return !isBefore(date, EARLIEST_RECORD_DATE);
}

/** The dates a contract may start on, as of today. */
export function contractStartRange(today: IsoDate): DateRange {
  return { earliest: EARLIEST_RECORD_DATE, latest: addMonths(today, CONTRACT_START_MAX_YEARS_AHEAD * 12) };
}

/** The latest date of a planned record (schedule node, suspension or resume order) of a contract. */
export function latestPlannedRecordDate(contract: { startDate: IsoDate; duration: number }): IsoDate {
  return addMonths(originalExpiryDate(contract.startDate, contract.duration), PLANNED_RECORD_MAX_YEARS_AFTER_EXPIRY * 12);
}

/** The dates the money of a project of `implementationYear` may carry. */
export function projectFinanceRange(implementationYear: number): DateRange {
  const first = String(implementationYear - PROJECT_FINANCE_YEARS_BEFORE).padStart(4, '0');
  const last = String(implementationYear + PROJECT_FINANCE_YEARS_AFTER).padStart(4, '0');
  return { earliest: isoDate(`${first}-01-01`), latest: isoDate(`${last}-12-31`) };
}

/** The start date of a new or changed contract: from EARLIEST_RECORD_DATE to a few years after today. */
export function validateContractStartDate(startDate: IsoDate, today: IsoDate): void {
  const range = contractStartRange(today);
  if (isBefore(startDate, range.earliest)) throw fieldError('start_date', dateRangeMessages.tooEarly('Start date'));
  if (isAfter(startDate, range.latest)) throw fieldError('start_date', dateRangeMessages.contractStartTooLate(startDate, range.latest));
}

/** A date that must already have happened (obligated, disbursed, approved, billed, reported): not after today. */
export function validateNotInFuture(field: string, label: string, date: IsoDate, today: IsoDate): void {
  if (isAfter(date, today)) throw fieldError(field, dateRangeMessages.inFuture(label, date, today));
}

/** Every record of a contract is dated on or after the contract's start (its effectivity date). */
export function validateOnOrAfterContractStart(field: string, label: string, date: IsoDate, startDate: IsoDate): void {
  if (isBefore(date, startDate)) throw fieldError(field, dateRangeMessages.beforeContractStart(label, date, startDate));
}

/**
 * A planned record of a contract (schedule node, suspension or resume order)
 * may be in the future, but not beyond latestPlannedRecordDate. Its lower
 * bound, the contract's start, is held by the node and suspension rules.
 */
export function validatePlannedContractRecordDate(
  field: string,
  label: string,
  date: IsoDate,
  contract: { startDate: IsoDate; duration: number },
): void {
  const latest = latestPlannedRecordDate(contract);
  if (isAfter(date, latest)) {
    throw fieldError(field, dateRangeMessages.plannedTooLate(label, date, latest, originalExpiryDate(contract.startDate, contract.duration)));
  }
}

/** A record of a contract that must have happened: from the contract's start to today. */
export function validateHappenedContractRecordDate(field: string, label: string, date: IsoDate, startDate: IsoDate, today: IsoDate): void {
  validateNotInFuture(field, label, date, today);
  validateOnOrAfterContractStart(field, label, date, startDate);
}

/** A date of a project's money: within projectFinanceRange of its implementation year. */
export function validateProjectFinanceDate(field: string, label: string, date: IsoDate, implementationYear: number): void {
  const range = projectFinanceRange(implementationYear);
  if (isBefore(date, range.earliest) || isAfter(date, range.latest)) {
    throw fieldError(field, dateRangeMessages.outsideProjectYears(label, date, implementationYear, range));
  }
}
