import { z } from 'zod';

/**
 * What an id is, once (it was written in eight places). Ids are PostgreSQL
 * `integer`s: a positive whole number up to 2^31 − 1. Anything else names no
 * row and must never reach a query, where a larger number would be a
 * database error instead of a 404.
 */
export const MAX_DATABASE_ID = 2_147_483_647;

export function isDatabaseId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_DATABASE_ID;
}

/** An id written in decimal (a path, a command line) → the id, or undefined when it names no row. */
export function parseDatabaseId(text: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return isDatabaseId(id) ? id : undefined;
}

/**
 * An id in a path (`…/{id}/`), parsed at the edge: the handler receives a
 * number. A path parameter that is not an id names no record, so the server
 * answers it 404 like a missing one (spec: "404 for a non-number id"), never
 * 400: every failure of a path's schema is a 404 (plugins/error-handler.ts).
 */
export const idParam = z
  .string()
  .refine((text) => parseDatabaseId(text) !== undefined, 'Not found.')
  .transform(Number);

/**
 * A year in a path (`…/year/{year}`): up to four digits, else it names no list
 * or report (404, like an id that is not one).
 */
export const yearParam = z
  .string()
  .regex(/^\d{1,4}$/, 'Not found.')
  .transform(Number);
