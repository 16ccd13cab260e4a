import { MAX_IMPLEMENTATION_YEAR, MIN_IMPLEMENTATION_YEAR } from '@subaybay/domain';

/** A year from the address (`/projects/year/:year`), or null when it is not one (the page then says so). */
export function yearParam(value: string | undefined): number | null {
  if (value === undefined || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= MIN_IMPLEMENTATION_YEAR && year <= MAX_IMPLEMENTATION_YEAR ? year : null;
}

/** A positive whole-number id from the address, or null. */
export function idParam(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** The year Add Project starts with when no year is on screen. */
export function currentYear(): number {
  return new Date().getFullYear();
}
