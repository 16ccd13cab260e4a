import { AppError, appErrorStatus, type FieldErrors } from '@subaybay/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

export const UNKNOWN_ERROR = 'Unknown error from the server.';
/** The JSON 404 body; the not-found handler lives with the web app fallback (plugins/web-app.ts). */
export const NOT_FOUND = 'Not found.';

const DATA_EXCEPTION = 'The request contains a value that cannot be stored (for example a NUL character or a number out of range).';

const DATABASE_UNAVAILABLE = 'The database is not available at the moment. Please try again in a minute.';

/** Whether an error, or one it wraps (drizzle wraps driver errors in `cause`), has a code matching `pattern`. */
function hasErrorCode(error: unknown, pattern: RegExp): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && pattern.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL SQLSTATE class 22: data exception. */
const isDatabaseDataException = (error: unknown) => hasErrorCode(error, /^22[0-9A-Z]{3}$/);

/**
 * The database cannot be reached: connection refused or reset, SQLSTATE class
 * 08 (connection exception), 53300 (too many connections), 57P01–57P03 (shutting down).
 */
const isDatabaseUnavailable = (error: unknown) =>
  hasErrorCode(error, /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|08[0-9A-Z]{3}|53300|57P0[123])$/);

/** Field key for messages that belong to no one field (e.g. the body is not an object). */
const NON_FIELD_ERRORS = 'non_field_errors';

/** Fastify's own 4xx codes and the sentence each answers with (`detail` is shown to people). */
const fastifyClientErrors: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: 'The request body is empty but says it is JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: 'Send the request body as JSON (Content-Type: application/json).' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: 'The request body does not match its Content-Length.' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, detail: 'The request body has an invalid Content-Type.' },
};

/**
 * The one place errors become HTTP answers (CONVENTIONS §4): `{ detail }`,
 * plus `errors` for validation. 5xx are logged with the request id and never
 * show internals; client input never reaches the 500 branch.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: FieldErrors = {};
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || NON_FIELD_ERRORS;
          (errors[field] ??= []).push(issue.message ?? 'Invalid value.');
        }
        const first = error.validation[0]?.message ?? 'Invalid request.';
        return reply.code(400).send({ detail: first, errors });
      }

      if (error instanceof AppError) {
        const status = appErrorStatus[error.code];
        if (status >= 500) request.log.error({ err: error }, error.detail);
        return reply.code(status).send(error.errors ? { detail: error.detail, errors: error.errors } : { detail: error.detail });
      }

      if (isDatabaseDataException(error)) {
        // e.g. a NUL character or an out-of-range number reached a query: bad input, not a server fault.
        request.log.warn({ err: error }, 'database refused a value');
        return reply.code(400).send({ detail: DATA_EXCEPTION });
      }

      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        return reply.code(503).send({ detail: DATABASE_UNAVAILABLE });
      }

      const known = error.code ? fastifyClientErrors[error.code] : undefined;
      if (known) return reply.code(known.status).send({ detail: known.detail });

      if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        // Other client errors raised by Fastify or its plugins carry safe, short messages.
        return reply.code(error.statusCode).send({ detail: error.message });
      }

      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ detail: UNKNOWN_ERROR });
    });
  },
  { name: 'error-handler' },
);
