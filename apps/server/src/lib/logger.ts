import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.js';

/** `?token=…` (download tokens) never reaches the logs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|access|refresh)=)[^&#]*/gi, '$1[redacted]');
}

/**
 * Errors for the log. A failed query's message lists its parameters (a
 * password hash, a person's details); the log keeps the SQL and drops them.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 4) return error;
  const query = (error as { query?: unknown }).query;
  const isQueryError = typeof query === 'string' && 'params' in error;
  const message = isQueryError ? `Failed query: ${query}` : error.message;
  const stack = isQueryError ? error.stack?.replace(error.message, message) : error.stack;
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message,
    ...(code === undefined ? {} : { code }),
    stack,
    ...(error.cause === undefined ? {} : { cause: serializeError(error.cause, depth + 1) }),
  };
}

/**
 * Pino options: request lines carry method, redacted URL and client address;
 * headers and bodies are not logged, and the redact paths catch them should a
 * log call ever include one.
 */
export function loggerOptions(
  config: Pick<AppConfig, 'logLevel' | 'prettyLogs'>,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'body.password',
        'body.new_password',
        'body.refresh',
        'body.access',
        '*.password',
        '*.new_password',
        '*.refresh',
        '*.access',
        'password',
        'new_password',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: (error: Error) => serializeError(error) as { type: string; message: string; stack: string },
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
    ...(config.prettyLogs && !stream
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:standard', ignore: 'pid,hostname' } } }
      : {}),
  };
}
