import { isCalendarYear, MAX_IMPLEMENTATION_YEAR, MIN_IMPLEMENTATION_YEAR, parseDatabaseId, parseYearText } from '@subaybay/domain';

/**
 * What a page's address names, read by the domain's rules (`common/ids.ts`),
 * so the web and the server agree on what an id or a year is. A value that
 * names nothing is null: the page says what is wrong and no query is sent.
 */

/** The id in a path (`/contracts/details/:contractId`), by `parseDatabaseId`, or null when it names no row. */
export function pathId(value: string | undefined): number | null {
  return value === undefined ? null : (parseDatabaseId(value) ?? null);
}

/** An implementation year in a path (`/projects/year/:year`): the domain's `parseYearText`, within the years a project may have. */
export function pathImplementationYear(value: string | undefined): number | null {
  return pathYear(value, (year) => year >= MIN_IMPLEMENTATION_YEAR && year <= MAX_IMPLEMENTATION_YEAR);
}

/** A calendar year in a path (`/finance/expenditures-by-year/:year`): the domain's `parseYearText` and `isCalendarYear`. */
export function pathCalendarYear(value: string | undefined): number | null {
  return pathYear(value, isCalendarYear);
}

function pathYear(value: string | undefined, accepts: (year: number) => boolean): number | null {
  const year = value === undefined ? undefined : parseYearText(value);
  return year !== undefined && accepts(year) ? year : null;
}
