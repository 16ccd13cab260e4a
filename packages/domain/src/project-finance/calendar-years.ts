/** The calendar years Finance accepts (spec 2 §3). Free of zod: the web's shell reads years from addresses. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 9999;

/** A calendar year as the finance dialog and the year paths read it. */
export function isCalendarYear(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_YEAR && value <= MAX_YEAR;
}
