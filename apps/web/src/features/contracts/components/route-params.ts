import { MAX_IMPLEMENTATION_YEAR, MIN_IMPLEMENTATION_YEAR } from '@subaybay/domain';

/** A year from the address (`/contracts/year/:year`), or null when it is not one (the page then says so). */
export function yearParam(value: string | undefined): number | null {
  if (value === undefined || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= MIN_IMPLEMENTATION_YEAR && year <= MAX_IMPLEMENTATION_YEAR ? year : null;
}

/** The contractor of `/contracts/year/:year/:id`: its name, underscores read as spaces (spec 3 §2). */
export function contractorNameParam(value: string | undefined): string {
  return (value ?? '').replaceAll('_', ' ').trim();
}

/**
 * The page a breadcrumb may go back to (`?back=`): a path of this app only,
 * never another site (`//host` or `https:`), else null.
 */
export function backParam(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}
