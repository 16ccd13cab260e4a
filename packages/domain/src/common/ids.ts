/**
 * What an id is, once (it was written in eight places). Ids are PostgreSQL
 * `integer`s: a positive whole number up to 2^31 − 1. Anything else names no
 * row and must never reach a query, where a larger number would be a
 * database error instead of a 404. Free of zod: the web's shell reads ids
 * from addresses and must not load the schemas (`id.schemas.ts` has them).
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

/** A year as a path writes it: up to four digits. */
export function parseYearText(text: string): number | undefined {
  return /^\d{1,4}$/.test(text) ? Number(text) : undefined;
}
