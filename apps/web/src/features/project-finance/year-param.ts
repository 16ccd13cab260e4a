import { isCalendarYear } from '@subaybay/domain';

/** A year from the address (`/finance/expenditures-by-year/2024`), or null when it is missing or not a year. */
export function yearParam(value: string | undefined): number | null {
  if (value === undefined || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return isCalendarYear(year) ? year : null;
}
