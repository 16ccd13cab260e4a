/**
 * The one error type of Subaybay. Domain rules throw it; the server maps `code`
 * to an HTTP status in one place (apps/server/src/plugins/error-handler.ts) and
 * answers `{ detail, errors? }`.
 */
export type AppErrorCode =
  | 'VALIDATION' // 400: bad input or a broken business rule
  | 'UNAUTHORIZED' // 401: not signed in, bad credentials or expired token
  | 'FORBIDDEN' // 403: signed in but not allowed
  | 'ACCOUNT_INACTIVE' // 403: the office's account is not active
  | 'NOT_FOUND' // 404: missing, or belonging to another office
  | 'CONFLICT' // 409: duplicate where the spec says so
  | 'PAYLOAD_TOO_LARGE' // 413
  | 'RATE_LIMITED' // 429
  | 'UNAVAILABLE'; // 503: database unavailable

export type FieldErrors = Record<string, string[]>;

/** The kinds of a contract's records, as a refusal names them. */
export type ContractRecordKind =
  | 'contract'
  | 'schedule-node'
  | 'accomplishment-node'
  | 'suspension-order'
  | 'resume-order'
  | 'time-extension'
  | 'variation-order'
  | 'billing';

/**
 * The record a refusal of the engine's guard is about, so that a list row can
 * say which record is wrong and link to it (DOMAIN.md: a list never fails as
 * a whole because of one contract's records).
 */
export interface RefusedRecord {
  kind: ContractRecordKind;
  /** The record's date as stored (node date, date effective, billing date), when it has one. */
  date: string | null;
  /** The record's id, when the caller passed it. */
  id?: number | string;
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly detail: string;
  readonly errors: FieldErrors | undefined;
  readonly record: RefusedRecord | undefined;

  constructor(code: AppErrorCode, detail: string, errors?: FieldErrors, options?: { record?: RefusedRecord }) {
    super(detail);
    this.name = 'AppError';
    this.code = code;
    this.detail = detail;
    this.errors = errors;
    this.record = options?.record;
  }
}

/** A 429 that says when to try again: the server sends `retryAfterSeconds` as the `Retry-After` header. */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(detail: string, retryAfterSeconds: number) {
    super('RATE_LIMITED', detail);
    this.name = 'RateLimitedError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const appErrorStatus: Record<AppErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  ACCOUNT_INACTIVE: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

/** A 400 for one field, with `detail` repeating the message (API.md). */
export function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION', message, { [field]: [message] });
}
