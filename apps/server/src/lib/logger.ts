import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.js';

/** `?token=…` (download tokens) never reaches the logs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|access|refresh)=)[^&#]*/gi, '$1[redacted]');
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
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
    ...(config.prettyLogs && !stream
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:standard', ignore: 'pid,hostname' } } }
      : {}),
  };
}
