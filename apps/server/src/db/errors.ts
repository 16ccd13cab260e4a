/**
 * Telling database failures apart. Drivers and drizzle wrap errors (drizzle's
 * "Failed query: …" carries the driver's error in `cause`), so each check
 * walks the chain.
 */

function* errorChain(error: unknown): Generator<{ code?: unknown; message?: unknown; constraint?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 6; depth += 1) {
    yield current as { code?: unknown; message?: unknown; constraint?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

function hasCode(error: unknown, pattern: RegExp): boolean {
  for (const link of errorChain(error)) {
    if (typeof link.code === 'string' && pattern.test(link.code)) return true;
  }
  return false;
}

/** PostgreSQL SQLSTATE class 22, data exception: a value the caller sent cannot be stored (a 400, not a fault). */
export const isDataException = (error: unknown) => hasCode(error, /^22[0-9A-Z]{3}$/);

/**
 * Network errors, and the SQLSTATE classes where the database, not the caller, is at fault:
 * 08 connection exception, 3D database does not exist (dropped), 53 insufficient resources
 * (disk full, out of memory, too many connections), 57 operator intervention (shutdown,
 * statement timeout 57014), 58 system error (I/O), 42P01 undefined table (not migrated),
 * 28000/28P01 the server refuses our role, 25P03 idle-in-transaction timeout, 55000 the database
 * is not accepting connections, 55P03 a lock could not be had.
 */
const UNAVAILABLE_CODE =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EPIPE|EHOSTUNREACH|ENETUNREACH|08[0-9A-Z]{3}|3D[0-9A-Z]{3}|53[0-9A-Z]{3}|57[0-9A-Z]{3}|58[0-9A-Z]{3}|42P01|28000|28P01|25P03|55000|55P03)$/;

/** Driver errors that carry no code (node-postgres and PGlite say these in words only). */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Cannot use a pool after calling end|PGlite is closed|connection is closed|Client was closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (hasCode(error, UNAVAILABLE_CODE)) return true;
  for (const link of errorChain(error)) {
    if (typeof link.message === 'string' && UNAVAILABLE_MESSAGE.test(link.message)) return true;
  }
  return false;
}

/** The constraint a unique violation (23505) hit, '' if unnamed, undefined if the error is no unique violation. */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  for (const link of errorChain(error)) {
    if (link.code === '23505') return typeof link.constraint === 'string' ? link.constraint : '';
  }
  return undefined;
}

/**
 * The cause in a line an operator can act on — "ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432",
 * "3D000: database "x" does not exist" — rather than only the query that failed.
 */
export function describeDatabaseError(error: unknown): string {
  const parts: string[] = [];
  for (const link of errorChain(error)) {
    const message = typeof link.message === 'string' ? link.message : '';
    if (message.startsWith('Failed query:')) continue;
    const code = typeof link.code === 'string' ? link.code : '';
    const text = code && !message.includes(code) ? `${code}: ${message}` : message || code;
    if (text && !parts.includes(text)) parts.push(text);
  }
  // AggregateError (a host name resolving to several addresses, all refusing) keeps its causes in `errors`.
  const aggregate = (error as { errors?: unknown })?.errors;
  if (parts.length === 0 && Array.isArray(aggregate)) return aggregate.map(describeDatabaseError).join('; ');
  return parts.join(' ← ') || String(error);
}

/** The constraint a foreign-key violation (23503) hit, '' if unnamed, undefined if the error is no such violation. */
export function foreignKeyViolationConstraint(error: unknown): string | undefined {
  for (const link of errorChain(error)) {
    if (link.code === '23503') return typeof link.constraint === 'string' ? link.constraint : '';
  }
  return undefined;
}
