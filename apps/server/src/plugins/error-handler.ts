import { AppError, appErrorStatus, RateLimitedError, type FieldErrors } from '@subaybay/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { describeDatabaseError, isDatabaseUnavailable, isDataException } from '../db/errors.js';
import { ReportCancelled } from '../lib/report-queue.js';

export const UNKNOWN_ERROR = 'Unknown error from the server.';
/** The JSON 404 body; the not-found handler lives with the web app fallback (plugins/web-app.ts). */
export const NOT_FOUND = 'Not found.';

const DATA_EXCEPTION = 'The request contains a value that cannot be stored (for example a NUL character or a number out of range).';

/** The answer to every database failure that is not the caller's fault (issue: 503, never 500). */
export const DATABASE_UNAVAILABLE = 'The database is not available; try again shortly.';

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
  FST_ERR_CTP_INVALID_JSON_DEPTH: { status: 400, detail: 'The request body is nested too deeply.' },
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
        // A path parameter that does not parse (an id that is not one) names no record: 404, never 400.
        if (error.validationContext === 'params') return reply.code(404).send({ detail: NOT_FOUND });
        const errors: FieldErrors = {};
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || NON_FIELD_ERRORS;
          (errors[field] ??= []).push(issue.message ?? 'Invalid value.');
        }
        const first = error.validation[0]?.message ?? 'Invalid request.';
        return reply.code(400).send({ detail: first, errors });
      }

      if (error instanceof ReportCancelled) {
        // Nobody is listening any more (or the time limit has answered already): nothing to send.
        request.log.info({ url: request.url }, error.message);
        return reply.sent ? reply : reply.code(499).send({ detail: error.message });
      }

      if (error instanceof AppError) {
        const status = appErrorStatus[error.code];
        if (status >= 500) request.log.error({ err: error }, error.detail);
        if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
        return reply.code(status).send(error.errors ? { detail: error.detail, errors: error.errors } : { detail: error.detail });
      }

      if (isDataException(error)) {
        // e.g. a NUL character or an out-of-range number reached a query: bad input, not a server fault.
        request.log.warn({ err: error }, 'database refused a value');
        return reply.code(400).send({ detail: DATA_EXCEPTION });
      }

      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error, cause: describeDatabaseError(error) }, `database unavailable: ${describeDatabaseError(error)}`);
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
