import { AppError } from './errors.js';

/**
 * Calendar dates and day counting (DOMAIN.md "Dates and day counting").
 *
 * A date is a `YYYY-MM-DD` string with no time. Arithmetic is done on epoch
 * days (integer days since 1970-01-01, proleptic Gregorian), never on local
 * `Date` objects, so no time zone or DST change can move a date by one.
 */
/**
 * A calendar date, `YYYY-MM-DD`. A plain `string` (from JSON, the address, a
 * form, a row) does not type-check as one: it becomes an `IsoDate` only
 * through `parseIsoDate`/`isIsoDate`, the date schemas, `isoDate(...)` for a
 * date the code writes, or the database's date columns. A template type rather
 * than a brand, so a literal like `'2024-03-05'` in a test still is one
 * (docs/decisions: isodate-a-template-type).
 */
export type IsoDate = `${number}-${number}-${number}`;
/** Integer days since 1970-01-01. */
export type EpochDay = number;

const MS_PER_DAY = 86_400_000;
/** Asia/Manila is UTC+8 all year (no DST), so a fixed offset is exact. */
const MANILA_OFFSET_MS = 8 * 3_600_000;

const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

// Days from civil date and back (H. Hinnant's algorithms): pure integer math,
// cheaper than Date.UTC in hot loops and exact for every year 0000-9999.
function epochDayFromCivil(year: number, month: number, day: number): EpochDay {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

function civilFromEpochDay(epochDay: EpochDay): [number, number, number] {
  const z = epochDay + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

function digit(text: string, index: number): number {
  const code = text.charCodeAt(index) - 48;
  return code >= 0 && code <= 9 ? code : -1;
}

/** The epoch day of a `YYYY-MM-DD` string, or NaN when it is not a real calendar date. */
function tryEpochDay(value: string): EpochDay {
  if (value.length !== 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return NaN;
  const y0 = digit(value, 0);
  const y1 = digit(value, 1);
  const y2 = digit(value, 2);
  const y3 = digit(value, 3);
  const m0 = digit(value, 5);
  const m1 = digit(value, 6);
  const d0 = digit(value, 8);
  const d1 = digit(value, 9);
  if ((y0 | y1 | y2 | y3 | m0 | m1 | d0 | d1) < 0) return NaN;
  const year = y0 * 1000 + y1 * 100 + y2 * 10 + y3;
  const month = m0 * 10 + m1;
  const day = d0 * 10 + d1;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return NaN;
  return epochDayFromCivil(year, month, day);
}

/** True for a `YYYY-MM-DD` string naming a real calendar date. */
export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && !Number.isNaN(tryEpochDay(value));
}

/** Text from outside (an address, a form, a file) as an `IsoDate`, or null when it is not a real `YYYY-MM-DD` date. */
export function parseIsoDate(text: string): IsoDate | null {
  return isIsoDate(text) ? text : null;
}

/**
 * A date the code itself writes (a constant, a test's literal) as an `IsoDate`.
 * A text that is not a real calendar date is a programming error, not bad
 * input: it throws a RangeError.
 */
export function isoDate(text: string): IsoDate {
  const date = parseIsoDate(text);
  if (date === null) throw new RangeError(`Not a calendar date as YYYY-MM-DD: '${text}'`);
  return date;
}

/** The epoch day of a date; throws a 400 for anything that is not a real `YYYY-MM-DD` date. */
export function toEpochDay(date: IsoDate): EpochDay {
  const epochDay = typeof date === 'string' ? tryEpochDay(date) : NaN;
  if (Number.isNaN(epochDay)) {
    throw new AppError('VALIDATION', `Invalid date '${String(date)}': expected a calendar date as YYYY-MM-DD.`);
  }
  return epochDay;
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** The `YYYY-MM-DD` string of an epoch day. */
export function fromEpochDay(epochDay: EpochDay): IsoDate {
  const [year, month, day] = civilFromEpochDay(epochDay);
  // The one place a date is written from numbers: four, two and two digits by construction.
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}` as IsoDate;
}

/** `date` plus `days` calendar days (negative goes back). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/**
 * `date` plus `months` calendar months (negative goes back), keeping the day of
 * the month but clamping it to the month's end: Jan 31 + 1 month = Feb 28 (29
 * in a leap year). The next renewal of a subscription is one month on.
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  if (!Number.isInteger(months)) throw new RangeError(`Not a whole number of months: ${months}`);
  const [year, month, day] = civilFromEpochDay(toEpochDay(date));
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12 + 1;
  return fromEpochDay(epochDayFromCivil(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth))));
}

/** `later − earlier` in calendar days (negative when `later` is earlier). */
export function diffDays(later: IsoDate, earlier: IsoDate): number {
  return toEpochDay(later) - toEpochDay(earlier);
}

/** Today's date in Asia/Manila (DOMAIN.md: "Today" is today in Asia/Manila). */
export function todayInManila(now: Date = new Date()): IsoDate {
  return fromEpochDay(Math.floor((now.getTime() + MANILA_OFFSET_MS) / MS_PER_DAY));
}

/** The instant a day starts in Asia/Manila (00:00 +08:00), for filtering timestamps by Manila days. */
export function manilaDayStart(date: IsoDate): Date {
  return new Date(toEpochDay(date) * MS_PER_DAY - MANILA_OFFSET_MS);
}

/** `days_elapsed(T) = T − E + 1` for T ≥ E, else 0 (day 1 is the effectivity date). */
export function daysElapsed(effectivity: IsoDate, asOf: IsoDate): number {
  return daysElapsedFromEpoch(toEpochDay(effectivity), toEpochDay(asOf));
}

/** `days_elapsed` on epoch days, for hot loops that parsed the dates once. */
export function daysElapsedFromEpoch(effectivity: EpochDay, asOf: EpochDay): number {
  return asOf >= effectivity ? asOf - effectivity + 1 : 0;
}

/** The date of day `n` of a contract: E + (n − 1). */
export function dateOfDay(effectivity: IsoDate, n: number): IsoDate {
  return fromEpochDay(toEpochDay(effectivity) + n - 1);
}

/** `original_expiry_date = E + D − 1`, the date of day D (150 C.D. from 5 March ends on 1 August). */
export function originalExpiryDate(effectivity: IsoDate, duration: number): IsoDate {
  return fromEpochDay(toEpochDay(effectivity) + duration - 1);
}

/** Table dates: `Mar 5, 2024`. */
export function formatTableDate(date: IsoDate): string {
  const [year, month, day] = civilFromEpochDay(toEpochDay(date));
  return `${MONTH_ABBREVIATIONS[month - 1] ?? ''} ${day}, ${year}`;
}
